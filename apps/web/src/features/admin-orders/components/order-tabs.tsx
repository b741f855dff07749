import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AdminOrderDetail } from '@shop/contract/admin/admin-order-detail';
import { OrderHistory } from './order-history';
import { OrderLines } from './order-lines';
import { OrderMoney } from './order-money';
import { OrderPayments } from './order-payments';
import { OrderRefunds } from './order-refunds';
import { OrderTaxAndShipping } from './order-tax-shipping';
import '../admin-orders.css';

/** The order page's sections, one tab each. */
export const OrderTabs = ({ order }: { order: AdminOrderDetail }) => {
  const { t } = useTranslation();
  return (
    <Tabs
      items={[
        { key: 'lines', label: t('admin.orders.tabs.lines'), children: <OrderLines order={order} /> },
        { key: 'money', label: t('admin.orders.tabs.money'), children: <OrderMoney order={order} /> },
        { key: 'tax', label: t('admin.orders.tabs.tax'), children: <OrderTaxAndShipping order={order} /> },
        {
          key: 'payments',
          label: t('admin.orders.tabs.payments'),
          children: <OrderPayments order={order} />,
        },
        { key: 'history', label: t('admin.orders.tabs.history'), children: <OrderHistory order={order} /> },
        {
          key: 'refunds',
          label: `${t('admin.orders.tabs.refunds')}${order.refunds.length > 0 ? ` (${String(order.refunds.length)})` : ''}`,
          children: <OrderRefunds order={order} />,
        },
      ]}
    />
  );
};

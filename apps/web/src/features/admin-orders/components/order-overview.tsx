import { Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AdminOrderDetail } from '@shop/contract/admin/admin-order-detail';
import { paths } from '../../../config/paths';
import { formatShopDateTime, formatShopMoney } from '../../../lib/admin-format';
import { currentLocale } from '../../../lib/texts';

/** Who ordered, how they pay, when it was made and approved, and what is to pay. */
export const OrderOverview = ({ order }: { order: AdminOrderDetail }) => {
  const { t } = useTranslation();
  const method = order.payment_method
    ? currentLocale() === 'en'
      ? order.payment_method.name_web
      : order.payment_method.name
    : '—';
  return (
    <Descriptions
      bordered
      size="small"
      column={{ xs: 1, md: 2 }}
      style={{ marginBottom: 24 }}
      items={[
        {
          key: 'buyer',
          label: t('admin.orders.overview.buyer'),
          children: (
            <Link to={paths.admin.student(order.buyer.id)}>
              {order.buyer.name} ({order.buyer.username})
            </Link>
          ),
        },
        {
          key: 'contact',
          label: t('admin.orders.overview.contact'),
          children: [order.contact.email || order.buyer.email, order.contact.tel || order.buyer.phone]
            .filter(Boolean)
            .join(' · '),
        },
        { key: 'method', label: t('admin.orders.overview.method'), children: method },
        {
          key: 'toPay',
          label: t('admin.orders.overview.amountToPay'),
          children: <strong>{formatShopMoney(order.money.amount_to_pay, order.currency)}</strong>,
        },
        {
          key: 'created',
          label: t('admin.orders.overview.created'),
          children: formatShopDateTime(order.created_at),
        },
        ...(order.approved_at
          ? [
              {
                key: 'approved',
                label: t('admin.orders.overview.approved'),
                children: formatShopDateTime(order.approved_at),
              },
            ]
          : []),
        ...(order.state === 'notYetReceived' && order.cancel_at
          ? [
              {
                key: 'cancelAt',
                label: t('admin.orders.overview.cancelAt'),
                children: formatShopDateTime(order.cancel_at),
              },
            ]
          : []),
        ...(order.cancelled_at
          ? [
              {
                key: 'cancelled',
                label: t('admin.orders.overview.cancelled'),
                children: formatShopDateTime(order.cancelled_at),
              },
            ]
          : []),
        { key: 'token', label: t('admin.orders.overview.token'), children: <code>{order.order_token}</code> },
      ]}
    />
  );
};

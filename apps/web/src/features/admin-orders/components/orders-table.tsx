import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { AdminListTable } from '../../../components/admin/admin-list-table';
import { Link } from 'react-router';
import type { AdminOrderRow } from '@shop/contract/admin/admin-orders';
import { paths } from '../../../config/paths';
import { formatShopDateTime, formatShopMoney } from '../../../lib/admin-format';
import { currentLocale } from '../../../lib/texts';
import type { OrdersPage } from '../hooks/use-orders-page';
import { OrderStateTags } from './order-state-tags';
import { OrdersFilters } from './orders-filters';

/**
 * Orders found by number, token, e-mail, name or phone, filtered, sorted and paged on the server,
 * all of it kept in the address. A number opens the order.
 */
export const OrdersTable = ({ list, orders }: OrdersPage) => {
  const { t } = useTranslation();
  return (
    <>
      <OrdersFilters query={list.query} update={list.update} />
      <AdminListTable<AdminOrderRow>
        list={list}
        result={orders}
        rowKey="id"
        columns={[
          {
            key: 'id',
            title: t('admin.orders.columns.id'),
            sorter: true,
            sortOrder: list.sortOrderOf('id'),
            render: (_value, row) => (
              <Link to={paths.admin.order(row.id)} aria-label={t('admin.orders.open', { id: row.id })}>
                #{row.id}
              </Link>
            ),
          },
          {
            key: 'created',
            title: t('admin.orders.columns.created'),
            sorter: true,
            sortOrder: list.sortOrderOf('created'),
            render: (_value, row) => formatShopDateTime(row.created_at),
          },
          {
            key: 'buyer',
            title: t('admin.orders.columns.buyer'),
            render: (_value, row) => (
              <>
                <Link to={paths.admin.student(row.buyer.id)}>{row.buyer.name}</Link>
                <br />
                <Typography.Text type="secondary">
                  {[row.buyer.email, row.buyer.phone].filter(Boolean).join(' · ')}
                </Typography.Text>
              </>
            ),
          },
          {
            key: 'total',
            title: t('admin.orders.columns.total'),
            align: 'right',
            sorter: true,
            sortOrder: list.sortOrderOf('total'),
            render: (_value, row) => formatShopMoney(row.amount_to_pay, row.currency),
          },
          {
            key: 'method',
            title: t('admin.orders.columns.method'),
            render: (_value, row) =>
              row.payment_method
                ? currentLocale() === 'en'
                  ? row.payment_method.name_web
                  : row.payment_method.name
                : '—',
          },
          {
            key: 'state',
            title: t('admin.orders.columns.state'),
            render: (_value, row) => <OrderStateTags {...row} />,
          },
        ]}
      />
    </>
  );
};

import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AdminOrderRow } from '@shop/contract/admin/admin-orders';
import { LightTable, type LightColumn } from '../../../components/admin/light-table';
import { ListPager } from '../../../components/list-pager';
import { paths } from '../../../config/paths';
import { formatShopDateTime, formatShopMoney } from '../../../lib/admin-format';
import { ADMIN_PAGE_SIZES } from '../../../lib/admin-list-params';
import { currentLocale } from '../../../lib/texts';
import type { OrdersPage } from '../hooks/use-orders-page';
import { OrderStateTags } from './order-state-tags';
import { OrdersFilters } from './orders-filters';
import './orders-list.css';

/** The list's columns, in the language shown. */
const useOrderColumns = (): LightColumn<AdminOrderRow>[] => {
  const { t } = useTranslation();
  return [
    {
      key: 'id',
      title: t('admin.orders.columns.id'),
      sortable: true,
      render: (row) => (
        <Link to={paths.admin.order(row.id)} aria-label={t('admin.orders.open', { id: row.id })}>
          #{row.id}
        </Link>
      ),
    },
    {
      key: 'created',
      title: t('admin.orders.columns.created'),
      sortable: true,
      render: (row) => formatShopDateTime(row.created_at),
    },
    {
      key: 'buyer',
      title: t('admin.orders.columns.buyer'),
      render: (row) => (
        <>
          <Link to={paths.admin.student(row.buyer.id)}>{row.buyer.name}</Link>
          <br />
          <span className="orders-secondary">
            {[row.buyer.email, row.buyer.phone].filter(Boolean).join(' · ')}
          </span>
        </>
      ),
    },
    {
      key: 'total',
      title: t('admin.orders.columns.total'),
      alignEnd: true,
      sortable: true,
      render: (row) => formatShopMoney(row.amount_to_pay, row.currency),
    },
    {
      key: 'method',
      title: t('admin.orders.columns.method'),
      render: (row) =>
        row.payment_method
          ? currentLocale() === 'en'
            ? row.payment_method.name_web
            : row.payment_method.name
          : '—',
    },
    {
      key: 'state',
      title: t('admin.orders.columns.state'),
      render: (row) => <OrderStateTags {...row} />,
    },
  ];
};

/**
 * Orders found by number, token, e-mail, name or phone, filtered, sorted and paged on the server,
 * all of it kept in the address. A number opens the order.
 */
export const OrdersTable = ({ list, orders }: OrdersPage) => {
  const { t } = useTranslation();
  const columns = useOrderColumns();
  const total = orders.data?.total;
  return (
    <>
      <OrdersFilters query={list.query} update={list.update} />
      <LightTable<AdminOrderRow>
        label={t('admin.orders.title')}
        columns={columns}
        rows={orders.data?.data}
        rowKey={(row) => row.id}
        isFetching={orders.isFetching}
        emptyText={t('admin.list.empty')}
        sortOf={list.sortOf}
        onSort={list.sortBy}
      />
      {total !== undefined && total > 0 ? (
        <ListPager
          page={list.query.page}
          limit={list.query.pageSize}
          total={total}
          countText={t('admin.list.total', { count: total })}
          hrefOf={list.hrefOfPage}
          onChange={list.turnPage}
          pageSizes={ADMIN_PAGE_SIZES}
        />
      ) : null}
    </>
  );
};

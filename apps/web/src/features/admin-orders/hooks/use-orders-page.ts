import type { AdminOrderListQuery } from '@shop/contract/admin/admin-orders';
import { ADMIN_ORDER_FILTER_NAMES } from '@shop/contract/admin/admin-order-names';
import { listQueryOf, useAdminListParams } from '../../../lib/admin-list-params';
import { exportOrdersUrl } from '../api/export-orders';
import { useOrders } from '../api/list-orders';

/** The orders page's list parameters (kept in the address), the page of orders they ask for, and its export. */
export const useOrdersPage = () => {
  const list = useAdminListParams(ADMIN_ORDER_FILTER_NAMES);
  const query = listQueryOf(list.query) as Partial<AdminOrderListQuery>;
  const orders = useOrders(query);
  const { page: _page, pageSize: _pageSize, ...filters } = query;
  return { list, orders, exportUrl: exportOrdersUrl(filters) };
};

export type OrdersPage = ReturnType<typeof useOrdersPage>;

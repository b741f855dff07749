import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminOrderListQuery } from '@shop/contract/admin/admin-orders';
import { api, lazyRoute } from '../../../lib/api-client';

// The schemas (and zod) load with the list's first call, beside its answer, not with the page.
const listAdminOrdersRoute = lazyRoute(
  () => import('@shop/contract/admin/admin-orders'),
  'listAdminOrdersRoute',
);

/** Every query of the back office's orders starts with this key; a change invalidates them all. */
export const ADMIN_ORDERS_KEY = ['admin', 'orders'] as const;

export const listOrders = async (query: Partial<AdminOrderListQuery>) => {
  const answer = await api.call(listAdminOrdersRoute, { query });
  return { data: answer.data, total: answer.total };
};

export const ordersQueryOptions = (query: Partial<AdminOrderListQuery>) =>
  queryOptions({
    queryKey: [...ADMIN_ORDERS_KEY, 'list', query],
    queryFn: () => listOrders(query),
    placeholderData: keepPreviousData,
  });

/** One page of orders, as the address's search, filters, sort and page ask. */
export const useOrders = (query: Partial<AdminOrderListQuery>) => useQuery(ordersQueryOptions(query));

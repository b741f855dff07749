import { queryOptions, useQuery } from '@tanstack/react-query';
import { getAdminOrderRoute } from '@shop/contract/admin/admin-order-detail';
import { api } from '../../../lib/api-client';
import { ADMIN_ORDERS_KEY } from './list-orders';

export const getOrder = async (orderId: number) =>
  (await api.call(getAdminOrderRoute, { params: { id: orderId } })).data;

export const orderQueryOptions = (orderId: number | null) =>
  queryOptions({
    queryKey: [...ADMIN_ORDERS_KEY, 'detail', orderId],
    queryFn: () => getOrder(orderId ?? 0),
    enabled: orderId !== null && orderId > 0,
  });

/** One order whole: lines, money, tax, shipping, payments and their logs, history, refunds. */
export const useOrder = (orderId: number | null) => useQuery(orderQueryOptions(orderId));

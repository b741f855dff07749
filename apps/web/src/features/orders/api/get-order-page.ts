import { queryOptions, useQuery } from '@tanstack/react-query';
import { orderPageRoute } from '@shop/contract/orders/order-page';
import { api } from '../../../lib/api-client';
import { MY_ORDERS_KEY } from './list-my-orders';

export const getOrderPage = async (orderId: number) =>
  (await api.call(orderPageRoute, { params: { id: orderId } })).data;

/** Its key sits under the buyer's orders, so whatever refreshes them (order:updated) refreshes it. */
export const orderPageQueryOptions = (orderId: number) =>
  queryOptions({
    queryKey: [...MY_ORDERS_KEY, orderId, 'page'],
    queryFn: () => getOrderPage(orderId),
    retry: false,
  });

/** One of the student's orders whole, for its own page. */
export const useOrderPage = (orderId: number) => useQuery(orderPageQueryOptions(orderId));

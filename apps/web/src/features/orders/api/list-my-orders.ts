import { queryOptions, useQuery } from '@tanstack/react-query';
import { listMyOrdersRoute } from '@shop/contract/orders/order';
import { api } from '../../../lib/api-client';

/** The root of every query about the student's own orders (list, page, documents). */
export const MY_ORDERS_KEY = ['orders', 'mine'] as const;

export const listMyOrders = async () => (await api.call(listMyOrdersRoute, {})).data;

export const myOrdersQueryOptions = () => queryOptions({ queryKey: MY_ORDERS_KEY, queryFn: listMyOrders });

/** The signed-in student's orders, newest first (refreshed by the realtime order:updated event). */
export const useMyOrders = () => useQuery(myOrdersQueryOptions());

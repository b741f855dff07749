import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, lazyRoute } from '../../../lib/api-client';

// Loaded on first use: the layout names this query's key for the socket, and its route must not
// bring the contract's schemas into every page's first view.
const listMyOrdersRoute = lazyRoute(() => import('@shop/contract/orders/order'), 'listMyOrdersRoute');

/** The root of every query about the student's own orders (list, page, documents). */
export const MY_ORDERS_KEY = ['orders', 'mine'] as const;

export const listMyOrders = async () => (await api.call(listMyOrdersRoute, {})).data;

export const myOrdersQueryOptions = () => queryOptions({ queryKey: MY_ORDERS_KEY, queryFn: listMyOrders });

/** The signed-in student's orders, newest first (refreshed by the realtime order:updated event). */
export const useMyOrders = () => useQuery(myOrdersQueryOptions());

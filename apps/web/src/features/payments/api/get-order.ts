import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OrderDetail } from '@shop/contract/orders/order';
import { api, lazyRoute } from '../../../lib/api-client';

// Loaded on first use: the layout names this query's key for the socket, and its route must not
// bring the contract's schemas into every page's first view.
const getOrderRoute = lazyRoute(() => import('@shop/contract/orders/order'), 'getOrderRoute');

/** Spec 2's PromptPay poll interval; the return screen polls an open attempt just as often. */
export const ORDER_POLL_MS = 6_000;

/** Whether to read the order again every 6 s: always, never, or while its last read says so. */
export type OrderPoll = boolean | ((order: OrderDetail | undefined) => boolean);

/** Every order read by the payment pages' polls; `order:updated` refreshes them all. */
export const ORDER_DETAIL_KEY = ['orders', 'detail'] as const;

export const getOrder = async (orderId: number) =>
  (await api.call(getOrderRoute, { params: { id: orderId } })).data;

/** One order, polled while a payment is awaited (the socket's `order:updated` refreshes it sooner). */
export const orderQueryOptions = (orderId: number | null, poll: OrderPoll = false) =>
  queryOptions({
    queryKey: [...ORDER_DETAIL_KEY, orderId],
    queryFn: () => getOrder(orderId ?? 0),
    enabled: orderId !== null && orderId > 0,
    refetchInterval: (query) =>
      (typeof poll === 'function' ? poll(query.state.data) : poll) ? ORDER_POLL_MS : false,
  });

export const useOrder = (orderId: number | null, poll: OrderPoll = false) =>
  useQuery(orderQueryOptions(orderId, poll));

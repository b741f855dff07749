import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, lazyRoute } from '../../../lib/api-client';

// Loaded on first use: the layout names this query's key for the socket, and its route must not
// bring the contract's schemas into every page's first view.
const orderForPaymentRoute = lazyRoute(() => import('@shop/contract/orders/order'), 'orderForPaymentRoute');

/** Every order the payment step works on; `order:updated` refreshes them all. */
export const ORDER_FOR_PAYMENT_KEY = ['orders', 'payment'] as const;

export const getOrderForPayment = async (orderId: number) =>
  (await api.call(orderForPaymentRoute, { params: { orderId } })).data;

export const orderForPaymentQueryOptions = (orderId: number) =>
  queryOptions({
    queryKey: [...ORDER_FOR_PAYMENT_KEY, orderId],
    queryFn: () => getOrderForPayment(orderId),
    enabled: Number.isSafeInteger(orderId) && orderId > 0,
  });

/** The order the payment step works on, with its payment method (refreshed by `order:updated`). */
export const useOrderForPayment = (orderId: number) => useQuery(orderForPaymentQueryOptions(orderId));

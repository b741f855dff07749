import { queryOptions, useQuery } from '@tanstack/react-query';
import { orderForPaymentRoute } from '@shop/contract/orders/order';
import { api } from '../../../lib/api-client';

export const getOrderForPayment = async (orderId: number) =>
  (await api.call(orderForPaymentRoute, { params: { orderId } })).data;

export const orderForPaymentQueryOptions = (orderId: number) =>
  queryOptions({
    queryKey: ['orders', 'payment', orderId],
    queryFn: () => getOrderForPayment(orderId),
    enabled: Number.isSafeInteger(orderId) && orderId > 0,
  });

/** The order the payment step works on, with its payment method (refreshed by `order:updated`). */
export const useOrderForPayment = (orderId: number) => useQuery(orderForPaymentQueryOptions(orderId));

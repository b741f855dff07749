import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, lazyRoute } from '../../../lib/api-client';

// Loaded with the first call: the payment step's first view then builds no schema before it asks.
const listPaymentMethodsRoute = lazyRoute(
  () => import('@shop/contract/catalog/payment-method'),
  'listPaymentMethodsRoute',
);

export const listPaymentMethods = async () => (await api.call(listPaymentMethodsRoute, {})).data;

export const paymentMethodsQueryOptions = () =>
  queryOptions({
    queryKey: ['payment-methods', 'payment-pages'],
    queryFn: listPaymentMethods,
    staleTime: 5 * 60_000,
  });

/** The methods the shop takes payments with now (only those whose provider can take one). */
export const usePaymentMethods = () => useQuery(paymentMethodsQueryOptions());

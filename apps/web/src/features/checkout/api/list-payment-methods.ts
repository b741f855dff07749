import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, lazyRoute } from '../../../lib/api-client';

const listCartPaymentMethodsRoute = lazyRoute(
  () => import('@shop/contract/catalog/payment-method'),
  'listCartPaymentMethodsRoute',
);

export const listPaymentMethods = async () => (await api.call(listCartPaymentMethodsRoute, {})).data;

export const paymentMethodsQueryOptions = () =>
  queryOptions({ queryKey: ['payment-methods'], queryFn: listPaymentMethods, staleTime: 5 * 60_000 });

/** Methods offered at checkout, in order; the first is the default. */
export const usePaymentMethods = () => useQuery(paymentMethodsQueryOptions());

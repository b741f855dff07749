import { queryOptions, useQuery } from '@tanstack/react-query';
import { listPaymentMethodsRoute } from '@shop/contract/catalog/payment-method';
import { api } from '../../../lib/api-client';

export const listPaymentMethods = async () => (await api.call(listPaymentMethodsRoute, {})).data;

export const paymentMethodsQueryOptions = () =>
  queryOptions({
    queryKey: ['payment-methods', 'payment-pages'],
    queryFn: listPaymentMethods,
    staleTime: 5 * 60_000,
  });

/** The methods the shop takes payments with now (only those whose provider can take one). */
export const usePaymentMethods = () => useQuery(paymentMethodsQueryOptions());

import { queryOptions, useQuery } from '@tanstack/react-query';
import { orderByTokenRoute } from '@shop/contract/orders/order';
import { api } from '../../../lib/api-client';

/** Every thank-you page's order; `order:updated` refreshes them all. */
export const ORDER_BY_TOKEN_KEY = ['orders', 'token'] as const;

export const getOrderByToken = async (token: string) =>
  (await api.call(orderByTokenRoute, { params: { token } })).data;

export const orderByTokenQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: [...ORDER_BY_TOKEN_KEY, token],
    queryFn: () => getOrderByToken(token ?? ''),
    enabled: token !== null && token.length >= 8,
  });

/** The thank-you page's order, by the token in its address. */
export const useOrderByToken = (token: string | null) => useQuery(orderByTokenQueryOptions(token));

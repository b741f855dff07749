import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, lazyRoute } from '../../../lib/api-client';

// Loaded on first use: the layout names this query's key for the socket, and its route must not
// bring the contract's schemas into every page's first view.
const orderByTokenRoute = lazyRoute(() => import('@shop/contract/orders/order'), 'orderByTokenRoute');

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

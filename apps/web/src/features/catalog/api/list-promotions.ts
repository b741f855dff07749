import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, lazyRoute } from '../../../lib/api-client';

const listPromotionsRoute = lazyRoute(
  () => import('@shop/contract/catalog/promotion'),
  'listPromotionsRoute',
);

export const listPromotions = async (signal?: AbortSignal) =>
  (await api.call(listPromotionsRoute, { ...(signal ? { signal } : {}) })).data;

export const promotionsQueryOptions = () =>
  queryOptions({
    queryKey: ['catalog', 'promotions'],
    queryFn: ({ signal }) => listPromotions(signal),
    staleTime: 60_000,
  });

/** Promotions running now (GET /public/cart/promotion/all). */
export const usePromotions = () => useQuery(promotionsQueryOptions());

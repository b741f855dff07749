import { queryOptions, useQuery } from '@tanstack/react-query';
import { listPromotionsRoute } from '@shop/contract/catalog/promotion';
import { api } from '../../../lib/api-client';

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

import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, lazyRoute } from '../../../lib/api-client';
import { promotionFromWire } from '@shop/contract/catalog/to-domain';

// The route's schemas (and zod) load with its first call, not with the cart's code.
const listPromotionsRoute = lazyRoute(
  () => import('@shop/contract/catalog/promotion'),
  'listPromotionsRoute',
);

export const listPromotions = async () => (await api.call(listPromotionsRoute, {})).data;

export const promotionsQueryOptions = () =>
  queryOptions({ queryKey: ['promotions'], queryFn: listPromotions, staleTime: 60_000 });

/** Promotions running now, as the pricing rules read them. */
export const usePromotions = () =>
  useQuery({ ...promotionsQueryOptions(), select: (promotions) => promotions.map(promotionFromWire) });

import { queryOptions, useQuery } from '@tanstack/react-query';
import { listPromotionsRoute } from '@shop/contract/catalog/promotion';
import { api } from '../../../lib/api-client';
import { promotionFromWire } from '@shop/contract/catalog/to-domain';

export const listPromotions = async () => (await api.call(listPromotionsRoute, {})).data;

export const promotionsQueryOptions = () =>
  queryOptions({ queryKey: ['promotions'], queryFn: listPromotions, staleTime: 60_000 });

/** Promotions running now, as the pricing rules read them. */
export const usePromotions = () =>
  useQuery({ ...promotionsQueryOptions(), select: (promotions) => promotions.map(promotionFromWire) });

import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { listAdminPromotionsRoute, type PromotionListQuery } from '@shop/contract/admin/discounts-promotions';
import { api } from '../../../lib/api-client';

export const ADMIN_PROMOTIONS_KEY = ['admin', 'promotions'] as const;

export const listPromotions = (query: Partial<PromotionListQuery>) =>
  api.call(listAdminPromotionsRoute, { query });

export const promotionsQueryOptions = (query: Partial<PromotionListQuery>) =>
  queryOptions({
    queryKey: [...ADMIN_PROMOTIONS_KEY, query],
    queryFn: () => listPromotions(query),
    placeholderData: keepPreviousData,
  });

export const usePromotions = (query: Partial<PromotionListQuery>) => useQuery(promotionsQueryOptions(query));

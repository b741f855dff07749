import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { listAdminCouponsRoute, type CouponListQuery } from '@shop/contract/admin/discounts-coupons';
import { api } from '../../../lib/api-client';

export const ADMIN_COUPONS_KEY = ['admin', 'coupons'] as const;

export const listCoupons = (query: Partial<CouponListQuery>) => api.call(listAdminCouponsRoute, { query });

export const couponsQueryOptions = (query: Partial<CouponListQuery>) =>
  queryOptions({
    queryKey: [...ADMIN_COUPONS_KEY, 'list', query],
    queryFn: () => listCoupons(query),
    placeholderData: keepPreviousData,
  });

export const useCoupons = (query: Partial<CouponListQuery>) => useQuery(couponsQueryOptions(query));

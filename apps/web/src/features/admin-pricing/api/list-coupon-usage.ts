import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { listAdminCouponUsageRoute } from '@shop/contract/admin/discounts-coupons';
import { api } from '../../../lib/api-client';
import { ADMIN_COUPONS_KEY } from './list-coupons';

type UsageQuery = { page: number; pageSize: number };

export const listCouponUsage = (id: number, query: UsageQuery) =>
  api.call(listAdminCouponUsageRoute, { params: { id }, query });

export const couponUsageQueryOptions = (id: number, query: UsageQuery) =>
  queryOptions({
    queryKey: [...ADMIN_COUPONS_KEY, 'usage', id, query],
    queryFn: () => listCouponUsage(id, query),
    placeholderData: keepPreviousData,
  });

/** The orders that used a coupon, newest first. */
export const useCouponUsage = (id: number, query: UsageQuery) => useQuery(couponUsageQueryOptions(id, query));

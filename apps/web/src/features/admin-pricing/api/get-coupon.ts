import { queryOptions, useQuery } from '@tanstack/react-query';
import { getAdminCouponRoute } from '@shop/contract/admin/discounts-coupons';
import { api } from '../../../lib/api-client';
import { ADMIN_COUPONS_KEY } from './list-coupons';

export const getCoupon = async (id: number) => (await api.call(getAdminCouponRoute, { params: { id } })).data;

export const couponQueryOptions = (id: number) =>
  queryOptions({ queryKey: [...ADMIN_COUPONS_KEY, 'one', id], queryFn: () => getCoupon(id) });

export const useCoupon = (id: number) => useQuery(couponQueryOptions(id));

import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  createAdminCouponRoute,
  updateAdminCouponRoute,
  type CouponBody,
} from '@shop/contract/admin/discounts-coupons';
import { api } from '../../../lib/api-client';
import { ADMIN_COUPONS_KEY } from './list-coupons';

export const saveCoupon = async ({ id, body }: { id: number | null; body: CouponBody }) =>
  id === null
    ? (await api.call(createAdminCouponRoute, { body })).data
    : (await api.call(updateAdminCouponRoute, { params: { id }, body })).data;

export const useSaveCoupon = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCoupon,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADMIN_COUPONS_KEY }),
  });
};

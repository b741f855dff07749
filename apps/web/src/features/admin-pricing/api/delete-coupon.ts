import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteAdminCouponRoute } from '@shop/contract/admin/discounts-coupons';
import { api } from '../../../lib/api-client';
import { ADMIN_COUPONS_KEY } from './list-coupons';

export const deleteCoupon = (id: number) => api.call(deleteAdminCouponRoute, { params: { id } });

export const useDeleteCoupon = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCoupon,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADMIN_COUPONS_KEY }),
  });
};

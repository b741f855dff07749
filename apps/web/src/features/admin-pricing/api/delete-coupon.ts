import { deleteAdminCouponRoute } from '@shop/contract/admin/discounts-coupons';
import { useAdminMutation } from '../../../components/admin-edit-table/use-admin-mutation';
import { api } from '../../../lib/api-client';
import { ADMIN_COUPONS_KEY } from './list-coupons';

export const deleteCoupon = (id: number) => api.call(deleteAdminCouponRoute, { params: { id } });

export const useDeleteCoupon = () => useAdminMutation(deleteCoupon, { keys: () => [ADMIN_COUPONS_KEY] });

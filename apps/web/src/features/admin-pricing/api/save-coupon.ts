import {
  createAdminCouponRoute,
  updateAdminCouponRoute,
  type CouponBody,
} from '@shop/contract/admin/discounts-coupons';
import { useAdminMutation } from '../../../components/admin-edit-table/use-admin-mutation';
import { api } from '../../../lib/api-client';
import { ADMIN_COUPONS_KEY } from './list-coupons';

export const saveCoupon = async ({ id, body }: { id: number | null; body: CouponBody }) =>
  id === null
    ? (await api.call(createAdminCouponRoute, { body })).data
    : (await api.call(updateAdminCouponRoute, { params: { id }, body })).data;

export const useSaveCoupon = () => useAdminMutation(saveCoupon, { keys: () => [ADMIN_COUPONS_KEY] });

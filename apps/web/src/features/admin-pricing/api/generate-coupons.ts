import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  bulkCreateAdminCouponsRoute,
  exportAdminCouponsRoute,
  type BulkCouponBody,
} from '@shop/contract/admin/discounts-coupons';
import { api } from '../../../lib/api-client';
import { ADMIN_COUPONS_KEY } from './list-coupons';

export const generateCoupons = async (body: BulkCouponBody) =>
  (await api.call(bulkCreateAdminCouponsRoute, { body })).data;

/** The CSV of one batch (or every coupon): a plain link, so the browser streams it to disk. */
export const couponsCsvHref = (batchId?: string) =>
  batchId
    ? `${exportAdminCouponsRoute.path}?batchId=${encodeURIComponent(batchId)}`
    : exportAdminCouponsRoute.path;

export const useGenerateCoupons = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: generateCoupons,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADMIN_COUPONS_KEY }),
  });
};

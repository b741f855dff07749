import { useMutation } from '@tanstack/react-query';
import { getCouponByCodeRoute } from '@shop/contract/catalog/coupon';
import { api } from '../../../lib/api-client';
import { couponFromWire } from '@shop/contract/catalog/to-domain';

/** The coupon a buyer typed, or a refusal: NOT_FOUND, COUPON_NOT_AVAILABLE. */
export const findCouponByCode = async (code: string) => {
  const answer = await api.call(getCouponByCodeRoute, { body: { coupon_code: code } });
  return answer.data.map(couponFromWire);
};

export const useFindCoupon = () => useMutation({ mutationFn: findCouponByCode });

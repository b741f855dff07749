import { useMutation } from '@tanstack/react-query';
import { api, lazyRoute } from '../../../lib/api-client';
import { couponFromWire } from '@shop/contract/catalog/to-domain';

// The route's schemas (and zod) load with its first call, not with the cart's code.
const getCouponByCodeRoute = lazyRoute(() => import('@shop/contract/catalog/coupon'), 'getCouponByCodeRoute');

/** The coupon a buyer typed, or a refusal: NOT_FOUND, COUPON_NOT_AVAILABLE. */
export const findCouponByCode = async (code: string) => {
  const answer = await api.call(getCouponByCodeRoute, { body: { coupon_code: code } });
  return answer.data.map(couponFromWire);
};

export const useFindCoupon = () => useMutation({ mutationFn: findCouponByCode });

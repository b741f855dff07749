import type { DisplayLocale } from '../money/format-money';
import type { Coupon } from './discount-types';

/** A coupon the browser removes when the buyer picks a method it does not allow, with the warning. */
export type RefusedCoupon = { coupon: Coupon; warning: Readonly<Record<DisplayLocale, string>> };

/** True when the coupon lists no methods (every method) or lists this one. */
export const couponAllowsPaymentMethod = (coupon: Coupon, methodId: number): boolean =>
  coupon.paymentMethodIds.length === 0 || coupon.paymentMethodIds.includes(methodId);

/** The warning of spec 1 section 8, '{code} code is not allowed to use with this payment method.' */
export const couponPaymentMethodWarning = (code: string, locale: DisplayLocale): string =>
  locale === 'th'
    ? `โค้ด ${code} ไม่สามารถใช้กับช่องทางการชำระเงินนี้ได้`
    : `${code} code is not allowed to use with this payment method.`;

/** The coupons, in the order given, that the chosen method does not allow, each with its warning. */
export const couponsRefusedByPaymentMethod = (
  coupons: readonly Coupon[],
  methodId: number,
): RefusedCoupon[] =>
  coupons
    .filter((coupon) => !couponAllowsPaymentMethod(coupon, methodId))
    .map((coupon) => ({
      coupon,
      warning: {
        en: couponPaymentMethodWarning(coupon.code, 'en'),
        th: couponPaymentMethodWarning(coupon.code, 'th'),
      },
    }));

import { ErrorCode } from '../errors/error-codes';
import type { Currency } from '../money/currency';
import type { OrderRefusal } from '../pricing/price-order-types';
import type { DiscountSettings } from '../settings/shop-settings';
import { canonicalCouponOrder } from './canonical-coupon-order';
import { couponAllowsPaymentMethod } from './coupon-payment-method';
import { coursesInCart, requiredCourseCount } from './course-scope';
import type { Coupon } from './discount-types';
import { discountValueIn } from './spread-discount';

/** What the coupon checks look at besides the coupons themselves. */
export type CouponCheckContext = {
  courseIdsInCart: readonly number[];
  /** Null while no method is chosen; the method check then waits (the order refuses NO_PAYMENT_METHOD). */
  paymentMethodId: number | null;
  currency: Currency;
  settings: DiscountSettings;
};

const codeKey = (code: string): string => code.trim().toUpperCase();

/** Drops repeats (same id, or same code ignoring case and spaces) and names each repeated code once. */
const withoutRepeats = (coupons: readonly Coupon[]): { distinct: Coupon[]; repeatedCodes: string[] } => {
  const ids = new Set<number>();
  const codes = new Set<string>();
  const distinct: Coupon[] = [];
  const repeatedCodes = new Set<string>();
  for (const coupon of coupons) {
    if (ids.has(coupon.id) || codes.has(codeKey(coupon.code))) {
      repeatedCodes.add(coupon.code);
      continue;
    }
    ids.add(coupon.id);
    codes.add(codeKey(coupon.code));
    distinct.push(coupon);
  }
  return { distinct, repeatedCodes: [...repeatedCodes] };
};

/** Refusal codes of one coupon, in a fixed order. */
export const couponRefusalCodes = (coupon: Coupon, context: CouponCheckContext): ErrorCode[] => {
  const codes: ErrorCode[] = [];
  // A coupon without courses discounts every course, so every course in the cart counts.
  const supported =
    coupon.courseIds.length === 0
      ? new Set(context.courseIdsInCart).size
      : coursesInCart(coupon.courseIds, context.courseIdsInCart);
  if (supported === 0) {
    codes.push(ErrorCode.COUPON_NO_SUPPORTED_COURSE);
  } else if (coupon.couponType === 'P2' && supported < requiredCourseCount(coupon.numberOfCourse)) {
    codes.push(ErrorCode.COUPON_MINIMUM_COURSES);
  }
  if (context.paymentMethodId !== null && !couponAllowsPaymentMethod(coupon, context.paymentMethodId)) {
    codes.push(ErrorCode.COUPON_NOT_ALLOWED_FOR_PAYMENT_METHOD);
  }
  if (discountValueIn(coupon, context.currency) === null) {
    codes.push(ErrorCode.COUPON_NO_USD_AMOUNT);
  }
  return codes;
};

/**
 * Every reason the coupons cannot be used together on this cart (spec 1 section 5): repeated
 * codes, more than one under `is_one_coupon`, and each coupon's own refusals. The same coupons in
 * any order give the same refusals.
 */
export const checkCoupons = (coupons: readonly Coupon[], context: CouponCheckContext): OrderRefusal[] => {
  const { distinct, repeatedCodes } = withoutRepeats(canonicalCouponOrder(coupons, context.currency));
  const refusals: OrderRefusal[] = repeatedCodes.map((couponCode) => ({
    code: ErrorCode.COUPON_DUPLICATE,
    couponCode,
  }));
  if (context.settings.isOneCoupon && distinct.length > 1) {
    refusals.push({ code: ErrorCode.ONE_COUPON_PER_ORDER });
  }
  for (const coupon of distinct) {
    for (const code of couponRefusalCodes(coupon, context)) {
      refusals.push({ code, couponCode: coupon.code });
    }
  }
  return refusals;
};

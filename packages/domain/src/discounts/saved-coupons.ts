import { ErrorCode } from '../errors/error-codes';
import { couponRefusalCodes, type CouponCheckContext } from './coupon-rules';
import type { Coupon } from './discount-types';

/** A coupon id a cart remembers, as the shop finds it now: null when it no longer exists. */
export type SavedCoupon = { id: number; found: { coupon: Coupon; isUsable: boolean } | null };

/** A remembered coupon taken off the cart, and why; its code is unknown when it no longer exists. */
export type DroppedCoupon = { couponId: number; code: string | null; reason: ErrorCode };

const sameCode = (a: string, b: string): boolean => a.trim().toUpperCase() === b.trim().toUpperCase();

const reasonToDrop = (
  found: NonNullable<SavedCoupon['found']>,
  kept: readonly Coupon[],
  context: CouponCheckContext,
): ErrorCode | null => {
  if (!found.isUsable) return ErrorCode.COUPON_NOT_AVAILABLE;
  const { coupon } = found;
  if (kept.some((other) => other.id === coupon.id || sameCode(other.code, coupon.code)))
    return ErrorCode.COUPON_DUPLICATE;
  if (context.settings.isOneCoupon && kept.length > 0) return ErrorCode.ONE_COUPON_PER_ORDER;
  return couponRefusalCodes(coupon, context)[0] ?? null;
};

/**
 * The coupons a cart remembered, checked again as the order will check them: one that no longer
 * exists, is used up or out of its dates, or no longer fits the cart (its courses taken out, a
 * payment method it does not allow, one coupon per order) is dropped with the reason; the others
 * are kept in the order they were applied, so under one-coupon-per-order the first one stays.
 */
export const reviewSavedCoupons = (
  saved: readonly SavedCoupon[],
  context: CouponCheckContext,
): { kept: Coupon[]; dropped: DroppedCoupon[] } => {
  const kept: Coupon[] = [];
  const dropped: DroppedCoupon[] = [];
  for (const { id, found } of saved) {
    if (found === null) {
      dropped.push({ couponId: id, code: null, reason: ErrorCode.NOT_FOUND });
      continue;
    }
    const reason = reasonToDrop(found, kept, context);
    if (reason === null) kept.push(found.coupon);
    else dropped.push({ couponId: id, code: found.coupon.code, reason });
  }
  return { kept, dropped };
};

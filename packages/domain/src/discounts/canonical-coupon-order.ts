import type { Currency } from '../money/currency';
import type { Coupon } from './discount-types';
import { discountValueIn } from './spread-discount';

const typeRank = (coupon: Coupon): number => (coupon.discountType === 'percent' ? 0 : 1);

/**
 * The order coupons are applied in (spec 1 section 9): percent coupons first, highest percentage
 * first, then fixed amounts, largest first (in the order's currency); equal ones by id. The
 * request's order therefore never changes a price.
 */
export const canonicalCouponOrder = (coupons: readonly Coupon[], currency: Currency): Coupon[] =>
  [...coupons].sort(
    (a, b) =>
      typeRank(a) - typeRank(b) ||
      (discountValueIn(b, currency) ?? 0) - (discountValueIn(a, currency) ?? 0) ||
      a.id - b.id,
  );

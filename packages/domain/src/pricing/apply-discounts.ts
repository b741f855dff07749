import { canonicalCouponOrder } from '../discounts/canonical-coupon-order';
import type { Coupon, Promotion } from '../discounts/discount-types';
import { promotionDiscount } from '../discounts/promotion-rules';
import { spreadDiscount, type LinesDiscount } from '../discounts/spread-discount';
import type { Currency } from '../money/currency';
import type { ResolvedLine } from './line-checks';
import type { LineDiscount, PricedLine, PricedOrder } from './price-order-types';

/** The lines after the promotion and the coupons, with what each took in total. */
export type AppliedDiscounts = Pick<PricedOrder, 'promotion' | 'coupons'> & { lines: PricedLine[] };

/** A line while discounts are taken from it: `amount` is what is still left on it. */
type WorkingLine = {
  courseId: number;
  amount: number;
  index: number;
  line: ResolvedLine;
  discounts: LineDiscount[];
};

const take = (
  split: LinesDiscount<WorkingLine>,
  source: LineDiscount['source'],
  id: number,
  code: string | null,
): WorkingLine[] =>
  split.parts.map(({ item, part }) =>
    part === 0
      ? item
      : {
          ...item,
          amount: item.amount - part,
          discounts: [...item.discounts, { source, id, code, amount: part }],
        },
  );

const toPricedLine = ({ line, discounts, amount }: WorkingLine): PricedLine => ({
  courseId: line.courseId,
  planId: line.planId,
  quantity: line.quantity,
  unitPrice: line.unitPrice,
  amount: line.amount,
  discounts,
  net: amount,
});

/**
 * docs/design.md "Money", steps 2 to 4: the promotion on the full line amounts, then each coupon in the
 * canonical order on what is left of its courses' lines. Each discount is split over its lines by
 * what is left on them, so no line goes below 0. Lines are worked on in course-id order, so the
 * unit a split leaves over lands on the same course whatever the cart's order; they come back in
 * the order given. Only parts above 0 are listed on a line.
 */
export const applyDiscounts = (
  lines: readonly ResolvedLine[],
  promotion: Promotion | null,
  coupons: readonly Coupon[],
  currency: Currency,
): AppliedDiscounts => {
  let working: WorkingLine[] = lines
    .map((line, index) => ({ courseId: line.courseId, amount: line.amount, index, line, discounts: [] }))
    .sort((a, b) => a.courseId - b.courseId || a.index - b.index);
  let promotionTaken: AppliedDiscounts['promotion'] = null;
  if (promotion !== null) {
    const split = promotionDiscount(promotion, working, currency);
    working = take(split, 'promotion', promotion.id, null);
    promotionTaken = { id: promotion.id, amount: split.amount };
  }
  const couponsTaken: AppliedDiscounts['coupons'] = [];
  for (const coupon of canonicalCouponOrder(coupons, currency)) {
    // A coupon without courses discounts every line (discount-types.ts).
    const scope = coupon.courseIds.length === 0 ? null : coupon.courseIds;
    const split = spreadDiscount(coupon, currency, working, scope);
    working = take(split, 'coupon', coupon.id, coupon.code);
    couponsTaken.push({ id: coupon.id, code: coupon.code, amount: split.amount });
  }
  return {
    promotion: promotionTaken,
    coupons: couponsTaken,
    lines: working.sort((a, b) => a.index - b.index).map(toPricedLine),
  };
};

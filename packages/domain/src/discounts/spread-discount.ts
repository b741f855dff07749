import type { Currency } from '../money/currency';
import { percentOf } from '../money/percent-of';
import { splitProportionallyBy, type ProportionalPart } from '../money/split-proportionally';
import type { DiscountValue } from './discount-types';

/** A line as a discount sees it: its course and the minor units still left on it. */
export type DiscountLine = { courseId: number; amount: number };

/** What one discount takes: the whole, and its part of each line, in the lines' order. */
export type LinesDiscount<L extends DiscountLine = DiscountLine> = {
  amount: number;
  parts: ProportionalPart<L>[];
};

/** The percentage, or the fixed amount in the order's currency; null when it has none there. */
export const discountValueIn = (discount: DiscountValue, currency: Currency): number | null => {
  if (discount.discountType === 'percent') return discount.discountAmount;
  return currency === 'USD' ? discount.discountAmountUsd : discount.discountAmount;
};

/**
 * Applies a discount to the lines of `courseIds` (null: every line). A percentage takes that share
 * of their sum, half-up; a fixed amount takes itself. Either is capped at their sum and split over
 * them in proportion to what is left on each, so no line goes below 0 and the parts add up.
 */
export const spreadDiscount = <L extends DiscountLine>(
  discount: DiscountValue,
  currency: Currency,
  lines: readonly L[],
  courseIds: readonly number[] | null,
): LinesDiscount<L> => {
  const scope = courseIds === null ? null : new Set(courseIds);
  const weightOf = (line: L): number =>
    scope === null || scope.has(line.courseId) ? Math.max(line.amount, 0) : 0;
  const base = lines.reduce((sum, line) => sum + weightOf(line), 0);
  const value = discountValueIn(discount, currency) ?? 0;
  const wanted = discount.discountType === 'percent' ? percentOf(base, value) : value;
  const amount = Math.min(Math.max(wanted, 0), base);
  return { amount, parts: splitProportionallyBy(amount, lines, weightOf) };
};

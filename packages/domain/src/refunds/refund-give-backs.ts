/** What the shop knows of a line being refunded, to decide what it takes back into its stock. */
export type RefundedLineFacts = {
  lineId: number;
  /** The order took a seat of the course for this line. */
  seatTaken: boolean;
  /** Units of stock the order took for this line. */
  stockTaken: number;
  /** When the course (a class) starts; null for a course without a start. */
  courseStartsAt: Date | null;
};

/** Seats, stock and coupon uses a refund gives back. */
export type RefundGiveBacks = {
  /** Lines whose seat returns to their course. */
  seatLineIds: number[];
  /** Units returning to stock, per line. */
  stock: { lineId: number; quantity: number }[];
  /** Whether the order's coupon uses return to their coupons. */
  couponUses: boolean;
};

/**
 * The shop's rule for what a refund gives back:
 * - a seat returns while its course has not started (a seat in a class under way cannot be
 *   sold again); a course without a start date gives it back at once;
 * - stock returns only for items the administrator marks as sent back;
 * - coupon uses return only when the whole order is refunded, since a partly refunded order
 *   still used its coupons.
 */
export const refundGiveBacks = (input: {
  lines: readonly RefundedLineFacts[];
  returnedLineIds: readonly number[];
  completesOrder: boolean;
  now: Date;
}): RefundGiveBacks => {
  const returned = new Set(input.returnedLineIds);
  return {
    seatLineIds: input.lines
      .filter(
        (line) =>
          line.seatTaken &&
          (line.courseStartsAt === null || line.courseStartsAt.getTime() > input.now.getTime()),
      )
      .map((line) => line.lineId),
    stock: input.lines
      .filter((line) => line.stockTaken > 0 && returned.has(line.lineId))
      .map((line) => ({ lineId: line.lineId, quantity: line.stockTaken })),
    couponUses: input.completesOrder,
  };
};

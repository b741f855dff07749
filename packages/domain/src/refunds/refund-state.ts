/** How much of an order has been refunded: nothing, some lines, or every line. */
export const REFUND_STATES = ['none', 'partial', 'full'] as const;
export type RefundState = (typeof REFUND_STATES)[number];

/**
 * An order keeps its state (`approved`) when it is refunded; this says how much of it was:
 * `full` once every line is refunded.
 */
export const refundState = (lineCount: number, refundedLineCount: number): RefundState => {
  if (refundedLineCount === 0) return 'none';
  return refundedLineCount >= lineCount ? 'full' : 'partial';
};

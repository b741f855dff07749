import { splitProportionallyBy } from '../money/split-proportionally';

/** What a refund is computed from: the order's VAT and withholding, and every line's net. */
export type RefundableOrder = {
  vat: number;
  /** The order's prices held the VAT: each line's net already includes its share. */
  vatIncluded: boolean;
  withholding: number;
  lines: readonly { id: number; net: number }[];
};

/** One line's share of the money the order took: what refunding that line gives back. */
export type LineRefund = {
  lineId: number;
  /** The line's value before VAT. */
  net: number;
  /** The line's share of the order's VAT. */
  vat: number;
  /** The line's share of the tax the buyer withheld (never paid to the shop, so never paid back). */
  withholding: number;
  /** net + vat - withholding. */
  amount: number;
};

/** A refund of some lines, with its total and the VAT in it (a credit note shows it apart). */
export type RefundTotals = { lines: LineRefund[]; amount: number; vat: number };

/**
 * Every line's refund amount: its net, plus its share of the order's VAT (already inside the net
 * when the order's prices included VAT), minus its share of the withholding. Both are split over ALL lines of the order in proportion to their nets (largest
 * remainder, as every split of the shop), so a line's share never depends on which lines were
 * refunded before, and refunding every line gives back net + VAT - withholding exactly. The
 * shipping fee belongs to no line.
 */
export const lineRefunds = (order: RefundableOrder): LineRefund[] => {
  const withVat = splitProportionallyBy(order.vat, order.lines, (line) => line.net);
  return splitProportionallyBy(order.withholding, withVat, ({ item }) => item.net).map(
    ({ item: { item: line, part: vat }, part: withholding }) => ({
      lineId: line.id,
      net: order.vatIncluded ? line.net - vat : line.net,
      vat,
      withholding,
      amount: line.net + (order.vatIncluded ? 0 : vat) - withholding,
    }),
  );
};

/** The refund of the chosen lines (ids of other orders' lines are ignored). */
export const refundOfLines = (order: RefundableOrder, lineIds: readonly number[]): RefundTotals => {
  const chosen = new Set(lineIds);
  const lines = lineRefunds(order).filter((line) => chosen.has(line.lineId));
  return {
    lines,
    amount: lines.reduce((sum, line) => sum + line.amount, 0),
    vat: lines.reduce((sum, line) => sum + line.vat, 0),
  };
};

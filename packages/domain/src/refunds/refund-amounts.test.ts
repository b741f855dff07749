import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lineRefunds, refundOfLines } from './refund-amounts';

describe('lineRefunds', () => {
  it('gives each line its net, its share of the VAT and takes back its share of the withholding', () => {
    // Nets 1,000.00 and 500.00 THB; VAT 7% = 105.00; withholding 3% = 45.00.
    const order = {
      vat: 10_500,
      vatIncluded: false,
      withholding: 4_500,
      lines: [
        { id: 1, net: 100_000 },
        { id: 2, net: 50_000 },
      ],
    };

    expect(lineRefunds(order)).toEqual([
      { lineId: 1, net: 100_000, vat: 7_000, withholding: 3_000, amount: 104_000 },
      { lineId: 2, net: 50_000, vat: 3_500, withholding: 1_500, amount: 52_000 },
    ]);
  });

  it('splits a VAT that does not divide evenly by the largest remainder', () => {
    // 3 equal lines of 33.33 THB: VAT 7% of 99.99 = 7.00 -> 2.34, 2.33, 2.33.
    const order = {
      vat: 700,
      vatIncluded: false,
      withholding: 0,
      lines: [
        { id: 7, net: 3_333 },
        { id: 8, net: 3_333 },
        { id: 9, net: 3_333 },
      ],
    };

    expect(lineRefunds(order).map((line) => line.vat)).toEqual([234, 233, 233]);
  });

  it('gives back the line as the buyer paid it when the prices held the VAT, its value shown before VAT', () => {
    // Lines of 1,070.00 and 535.00 THB with VAT inside: 105.00 of VAT in all; withholding 3% of 1,500.00 = 45.00.
    const order = {
      vat: 10_500,
      vatIncluded: true,
      withholding: 4_500,
      lines: [
        { id: 1, net: 107_000 },
        { id: 2, net: 53_500 },
      ],
    };

    expect(lineRefunds(order)).toEqual([
      { lineId: 1, net: 100_000, vat: 7_000, withholding: 3_000, amount: 104_000 },
      { lineId: 2, net: 50_000, vat: 3_500, withholding: 1_500, amount: 52_000 },
    ]);
  });

  it('gives back the net alone when the order had no VAT and no withholding', () => {
    expect(
      lineRefunds({ vat: 0, vatIncluded: false, withholding: 0, lines: [{ id: 4, net: 25_000 }] }),
    ).toEqual([{ lineId: 4, net: 25_000, vat: 0, withholding: 0, amount: 25_000 }]);
  });

  it('adds up over every line to what the buyer paid apart from shipping, for any order', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 10_000_000 }), { minLength: 1, maxLength: 8 }),
        fc.integer({ min: 0, max: 10 }),
        fc.constantFrom(0, 1, 3),
        (nets, vatPercent, withholdingPercent) => {
          const net = nets.reduce((sum, value) => sum + value, 0);
          const order = {
            vat: Math.round((net * vatPercent) / 100),
            vatIncluded: false,
            withholding: Math.round((net * withholdingPercent) / 100),
            lines: nets.map((value, index) => ({ id: index + 1, net: value })),
          };
          const refunds = lineRefunds(order);
          expect(refunds.reduce((sum, line) => sum + line.amount, 0)).toBe(
            net + order.vat - order.withholding,
          );
          for (const line of refunds) expect(line.vat).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });
});

describe('refundOfLines', () => {
  const order = {
    vat: 10_500,
    vatIncluded: false,
    withholding: 0,
    lines: [
      { id: 11, net: 100_000 },
      { id: 12, net: 50_000 },
    ],
  };

  it('totals the chosen lines and the VAT in them', () => {
    expect(refundOfLines(order, [12])).toEqual({
      lines: [{ lineId: 12, net: 50_000, vat: 3_500, withholding: 0, amount: 53_500 }],
      amount: 53_500,
      vat: 3_500,
    });
  });

  it('gives the same total whether lines are refunded one by one or together', () => {
    const together = refundOfLines(order, [11, 12]).amount;
    expect(refundOfLines(order, [11]).amount + refundOfLines(order, [12]).amount).toBe(together);
    expect(together).toBe(160_500);
  });

  it('ignores ids that are not lines of the order', () => {
    expect(refundOfLines(order, [99])).toEqual({ lines: [], amount: 0, vat: 0 });
  });
});

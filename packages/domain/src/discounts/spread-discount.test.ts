import { describe, expect, it } from 'vitest';
import type { DiscountValue } from './discount-types';
import { discountValueIn, spreadDiscount } from './spread-discount';

const percent = (value: number): DiscountValue => ({
  discountType: 'percent',
  discountAmount: value,
  discountAmountUsd: null,
});
const amount = (thb: number, usd: number | null = null): DiscountValue => ({
  discountType: 'amount',
  discountAmount: thb,
  discountAmountUsd: usd,
});

const lines = [
  { courseId: 1, amount: 100_000 },
  { courseId: 2, amount: 50_000 },
  { courseId: 3, amount: 25_000 },
];
const partsOf = (result: ReturnType<typeof spreadDiscount>) => result.parts.map(({ part }) => part);

describe('discountValueIn', () => {
  it.each([
    { discount: percent(12.5), currency: 'THB', expected: 12.5 },
    { discount: percent(12.5), currency: 'USD', expected: 12.5 },
    { discount: amount(50_000, 1_500), currency: 'THB', expected: 50_000 },
    { discount: amount(50_000, 1_500), currency: 'USD', expected: 1_500 },
    { discount: amount(50_000, null), currency: 'USD', expected: null },
  ] as const)('reads $expected from a discount in $currency', ({ discount, currency, expected }) => {
    expect(discountValueIn(discount, currency)).toBe(expected);
  });
});

describe('spreadDiscount', () => {
  it('takes a percentage of the targeted lines only and splits it by their amounts', () => {
    const result = spreadDiscount(percent(10), 'THB', lines, [1, 3]);
    expect(result.amount).toBe(12_500);
    expect(partsOf(result)).toEqual([10_000, 0, 2_500]);
  });

  it('rounds the percentage of the lines sum half-up once, then splits it exactly', () => {
    const odd = [
      { courseId: 1, amount: 333 },
      { courseId: 2, amount: 333 },
      { courseId: 3, amount: 334 },
    ];
    // 7.5% of 1,000 satang = 75 satang exactly; per line 24.975 + 24.975 + 25.05.
    const result = spreadDiscount(percent(7.5), 'THB', odd, null);
    expect(result.amount).toBe(75);
    expect(partsOf(result)).toEqual([25, 25, 25]);
  });

  it('targets every line when no courses are given', () => {
    expect(spreadDiscount(amount(17_500), 'THB', lines, null).amount).toBe(17_500);
  });

  it('caps a fixed amount at the targeted lines and empties them exactly', () => {
    const result = spreadDiscount(amount(1_000_000), 'THB', lines, [2, 3]);
    expect(result.amount).toBe(75_000);
    expect(partsOf(result)).toEqual([0, 50_000, 25_000]);
  });

  it('caps a percentage above 100 at the targeted lines', () => {
    expect(spreadDiscount(percent(150), 'THB', lines, [1]).amount).toBe(100_000);
  });

  it('takes nothing for a negative value, an amount missing in the currency, or lines already at 0', () => {
    expect(spreadDiscount(percent(-5), 'THB', lines, null).amount).toBe(0);
    expect(spreadDiscount(amount(-500), 'THB', lines, null).amount).toBe(0);
    expect(spreadDiscount(amount(500, null), 'USD', lines, null).amount).toBe(0);
    const empty = spreadDiscount(amount(500), 'THB', [{ courseId: 1, amount: 0 }], null);
    expect(partsOf(empty)).toEqual([0]);
  });

  it('uses the USD amount in a USD order', () => {
    expect(spreadDiscount(amount(50_000, 700), 'USD', lines, null).amount).toBe(700);
  });

  it('leaves lines of other courses untouched even when the targeted ones are at 0', () => {
    const result = spreadDiscount(
      amount(500),
      'THB',
      [
        { courseId: 1, amount: 0 },
        { courseId: 2, amount: 900 },
      ],
      [1],
    );
    expect(partsOf(result)).toEqual([0, 0]);
  });

  it('returns no parts for no lines', () => {
    expect(spreadDiscount(percent(10), 'THB', [], null)).toEqual({ amount: 0, parts: [] });
  });
});

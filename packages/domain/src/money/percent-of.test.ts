import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { percentOf } from './percent-of';

describe('percentOf', () => {
  it.each([
    { amount: 123_457, percent: 7, expected: 8_642, why: '7% of 1,234.57 THB is 86.4199, so 86.42' },
    {
      amount: 5_500,
      percent: 0.7,
      expected: 39,
      why: '0.7% of 55 THB is exactly 0.385 (a float says 0.38499…)',
    },
    { amount: 10, percent: 5, expected: 1, why: 'half a satang rounds up' },
    { amount: 3, percent: 50, expected: 2, why: '1.5 satang rounds up' },
    { amount: 10, percent: 4.9999, expected: 0, why: 'just under half a satang rounds down' },
    { amount: 100, percent: 12.5, expected: 13, why: '12.5 satang rounds up' },
    { amount: 500_000, percent: 0.0001, expected: 1, why: 'a fourth decimal of a percent counts' },
    { amount: 199_000, percent: 100, expected: 199_000, why: '100% is the whole amount' },
    { amount: 199_000, percent: 0, expected: 0, why: '0% is nothing' },
    { amount: 0, percent: 7, expected: 0, why: 'a percentage of nothing is nothing' },
    { amount: 100_000, percent: 150, expected: 150_000, why: 'above 100% is allowed here; callers cap' },
    { amount: 9_007_199_254_740_991, percent: 100, expected: 9_007_199_254_740_991, why: 'no overflow' },
  ])('takes $percent% of $amount as $expected ($why)', ({ amount, percent, expected }) => {
    expect(percentOf(amount, percent)).toBe(expected);
  });

  it('rounds a negative amount half away from zero, symmetric to a positive one', () => {
    expect(percentOf(-10, 5)).toBe(-1);
    expect(percentOf(-123_457, 7)).toBe(-8_642);
  });

  it('gives 0, never -0, when a negative amount rounds to nothing', () => {
    expect(Object.is(percentOf(-1, 1), 0)).toBe(true);
  });

  it('rounds a fifth decimal of the percentage away', () => {
    expect(percentOf(1_000_000, 7.00004)).toBe(70_000);
    expect(percentOf(1_000_000, 7.00005)).toBe(70_001);
  });

  it.each([
    { amount: 1.5, percent: 7 },
    { amount: Number.NaN, percent: 7 },
    { amount: 2 ** 53, percent: 7 },
    { amount: 100, percent: Number.NaN },
    { amount: 100, percent: Number.POSITIVE_INFINITY },
  ])('refuses amount $amount with percent $percent as a programming error', ({ amount, percent }) => {
    expect(() => percentOf(amount, percent)).toThrow(RangeError);
  });

  it('is always the nearest minor unit, halves rounded up (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000_000 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        (amount, scaledPercent) => {
          const result = percentOf(amount, scaledPercent / 10_000);
          // amount x percent / 100 = amount x scaledPercent / 1,000,000; r is the half-up rounding
          // exactly when 2r - 1 <= 2 x exact < 2r + 1.
          const twiceExact = 2n * BigInt(amount) * BigInt(scaledPercent);
          const divisor = 1_000_000n;
          const r = BigInt(result);
          expect((2n * r - 1n) * divisor <= twiceExact).toBe(true);
          expect(twiceExact < (2n * r + 1n) * divisor).toBe(true);
        },
      ),
    );
  });
});

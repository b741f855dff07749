import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { amountDigits } from './amount-digits';
import { CURRENCIES } from './currency';
import { formatMoney } from './format-money';

/** What the shop wrote with Intl.NumberFormat before, in both of its languages. */
const intlDigits = (locale: string, major: number, decimals: 0 | 2) =>
  new Intl.NumberFormat(locale, { minimumFractionDigits: decimals, maximumFractionDigits: decimals }).format(
    major,
  );
const intlPrice = (locale: string, major: number, currency: string) =>
  new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(major);

const amounts = fc.oneof(
  fc.integer({ min: -2_147_483_647, max: 2_147_483_647 }),
  fc.integer({ min: -5_000, max: 5_000 }),
);

describe('amounts as the shop writes them', () => {
  it.each([
    [123_456_789, 2, '1,234,567.89'],
    [-150, 2, '-1.50'],
    [5, 2, '0.05'],
    [0, 2, '0.00'],
    [199_000, 0, '1,990'],
    [99_999_900, 0, '999,999'],
  ] as const)('writes %i minor units with %i decimals as %s', (amount, decimals, expected) => {
    expect(amountDigits(amount, 'THB', decimals)).toBe(expected);
  });

  it('writes every amount as Intl.NumberFormat writes it in Thai and in English', () => {
    fc.assert(
      fc.property(
        amounts,
        fc.constantFrom(...CURRENCIES),
        fc.constantFrom<0 | 2>(0, 2),
        (amount, currency, decimals) => {
          // Whole amounts only with no decimals, as the plan labels use them.
          const minor = decimals === 0 ? amount * 100 : amount;
          for (const locale of ['th-TH', 'en-US'])
            expect(amountDigits(minor, currency, decimals)).toBe(intlDigits(locale, minor / 100, decimals));
        },
      ),
    );
  });

  it('rounds a fraction of a minor unit half away from zero, as Intl does', () => {
    for (const amount of [0.5, 1.5, 2.5, -0.5, -2.5, 1234.4999, 99.5])
      expect(amountDigits(amount, 'THB', 2)).toBe(intlDigits('en-US', amount / 100, 2));
  });

  it('writes prices with the narrow symbol after the sign, as Intl does in both languages', () => {
    fc.assert(
      fc.property(amounts, fc.constantFrom(...CURRENCIES), (amount, currency) => {
        for (const [locale, intl] of [
          ['th', 'th-TH'],
          ['en', 'en-US'],
        ] as const)
          expect(formatMoney(amount, currency, locale)).toBe(intlPrice(intl, amount / 100, currency));
      }),
    );
  });
});

import { describe, expect, it } from 'vitest';
import { formatMoney } from './format-money';

describe('formatMoney', () => {
  it.each([
    [199_000, 'THB', 'th', '฿1,990.00'],
    [199_000, 'THB', 'en', '฿1,990.00'],
    [5_900, 'USD', 'en', '$59.00'],
    [5, 'THB', 'th', '฿0.05'],
    [0, 'USD', 'th', '$0.00'],
    [-5_950, 'USD', 'en', '-$59.50'],
  ] as const)('shows %i minor units of %s in %s as %s', (amount, currency, locale, expected) => {
    expect(formatMoney(amount, currency, locale)).toBe(expected);
  });
});

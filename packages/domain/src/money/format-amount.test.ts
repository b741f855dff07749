import { describe, expect, it } from 'vitest';
import { formatAmount } from './format-amount';

describe('formatAmount', () => {
  it.each([
    { amount: 199_000, currency: 'THB', locale: 'th', expected: '1,990.00' },
    { amount: 199_000, currency: 'THB', locale: 'en', expected: '1,990.00' },
    { amount: 123_456_789, currency: 'THB', locale: 'th', expected: '1,234,567.89' },
    { amount: 5_950, currency: 'USD', locale: 'en', expected: '59.50' },
    { amount: 5, currency: 'USD', locale: 'en', expected: '0.05' },
    { amount: 0, currency: 'THB', locale: 'th', expected: '0.00' },
    { amount: -150, currency: 'THB', locale: 'en', expected: '-1.50' },
  ] as const)(
    'shows $amount minor units of $currency in $locale as "$expected"',
    ({ amount, currency, locale, expected }) => {
      expect(formatAmount(amount, currency, locale)).toBe(expected);
    },
  );
});

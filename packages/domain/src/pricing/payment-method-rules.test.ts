import { describe, expect, it } from 'vitest';
import {
  METHOD_MINIMUM_AMOUNT,
  MINIMUM_AMOUNT_METHOD_IDS,
  isBelowMethodMinimum,
  isPaymentMethodAvailableIn,
} from './payment-method-rules';

describe('payment method rules', () => {
  it('holds a 20 THB minimum for methods 8 and 9', () => {
    expect(METHOD_MINIMUM_AMOUNT).toBe(2_000);
    expect(MINIMUM_AMOUNT_METHOD_IDS).toEqual([8, 9]);
  });

  it.each([
    { method: 8, total: 1_999, expected: true },
    { method: 9, total: 1_999, expected: true },
    { method: 9, total: 1, expected: true },
    { method: 8, total: 2_000, expected: false },
    { method: 9, total: 2_001, expected: false },
    { method: 8, total: 0, expected: false },
    { method: 1, total: 1_999, expected: false },
    { method: 3, total: 1, expected: false },
    { method: null, total: 1_999, expected: false },
  ])('finds method $method below its minimum at $total satang: $expected', ({ method, total, expected }) => {
    expect(isBelowMethodMinimum(method, total)).toBe(expected);
  });

  it.each([
    { method: 8, currency: 'THB', expected: true },
    { method: 9, currency: 'THB', expected: true },
    { method: 8, currency: 'USD', expected: false },
    { method: 9, currency: 'USD', expected: false },
    { method: 2, currency: 'USD', expected: true },
  ] as const)('offers method $method in $currency: $expected', ({ method, currency, expected }) => {
    expect(isPaymentMethodAvailableIn(method, currency)).toBe(expected);
  });
});

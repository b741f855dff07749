import { describe, expect, it } from 'vitest';
import { ErrorCode } from '../errors/error-codes';
import { INSTALLMENT_MINIMUM_TOTAL } from '../payments/installments';
import {
  METHOD_MINIMUM_AMOUNT,
  MINIMUM_AMOUNT_METHOD_IDS,
  THB_ONLY_METHOD_IDS,
  isPaymentMethodAvailableIn,
  methodAmountRefusal,
} from './payment-method-rules';

describe('payment method rules', () => {
  it('holds a 20 THB minimum for methods 8 and 9, and 2,000 THB for installments', () => {
    expect(METHOD_MINIMUM_AMOUNT).toBe(2_000);
    expect(MINIMUM_AMOUNT_METHOD_IDS).toEqual([8, 9]);
    expect(INSTALLMENT_MINIMUM_TOTAL).toBe(200_000);
    expect(THB_ONLY_METHOD_IDS).toEqual([8, 9, 10]);
  });

  const below = ErrorCode.BELOW_MINIMUM_AMOUNT;
  const belowInstallments = ErrorCode.BELOW_INSTALLMENT_MINIMUM;
  it.each([
    { method: 8, total: 1_999, currency: 'THB', expected: below },
    { method: 9, total: 1_999, currency: 'THB', expected: below },
    { method: 9, total: 1, currency: 'THB', expected: below },
    { method: 8, total: 2_000, currency: 'THB', expected: null },
    { method: 9, total: 2_001, currency: 'THB', expected: null },
    { method: 8, total: 0, currency: 'THB', expected: null },
    { method: 10, total: 199_999, currency: 'THB', expected: belowInstallments },
    { method: 10, total: 1, currency: 'THB', expected: belowInstallments },
    { method: 10, total: 200_000, currency: 'THB', expected: null },
    { method: 10, total: 266_430, currency: 'THB', expected: null },
    { method: 10, total: 0, currency: 'THB', expected: null },
    // In USD the method is not offered at all: the currency rule refuses it, not an amount.
    { method: 10, total: 1_000, currency: 'USD', expected: null },
    { method: 1, total: 1_999, currency: 'THB', expected: null },
    { method: 3, total: 1, currency: 'THB', expected: null },
    { method: null, total: 1_999, currency: 'THB', expected: null },
  ] as const)(
    'refuses method $method at $total minor units in $currency with $expected',
    ({ method, total, currency, expected }) => {
      expect(methodAmountRefusal(method, total, currency)).toBe(expected);
    },
  );

  it.each([
    { method: 8, currency: 'THB', expected: true },
    { method: 9, currency: 'THB', expected: true },
    { method: 10, currency: 'THB', expected: true },
    { method: 8, currency: 'USD', expected: false },
    { method: 9, currency: 'USD', expected: false },
    { method: 10, currency: 'USD', expected: false },
    { method: 2, currency: 'USD', expected: true },
  ] as const)('offers method $method in $currency: $expected', ({ method, currency, expected }) => {
    expect(isPaymentMethodAvailableIn(method, currency)).toBe(expected);
  });
});

import { describe, expect, it } from 'vitest';
import { PaymentMethodId } from '@shop/domain/payments/payment-methods';
import { paymentProviderName } from './payment-provider-name';

describe('the provider a payment is checked with', () => {
  it.each([
    [PaymentMethodId.PAYPAL, 'PayPal'],
    [PaymentMethodId.TWOC2P_INSTALLMENT, '2C2P'],
    [PaymentMethodId.SCB_QR, 'SCB'],
    [PaymentMethodId.OMISE_PROMPTPAY, 'Omise'],
    [PaymentMethodId.GBPRIME_CARD, 'GB Prime Pay'],
    [PaymentMethodId.PAY_SOLUTIONS, 'Pay Solutions'],
  ])('names method %i after %s', (methodId, name) => {
    expect(paymentProviderName(methodId)).toBe(name);
  });

  it('names no provider for a bank transfer, which the shop checks itself', () => {
    expect(paymentProviderName(PaymentMethodId.BANK_TRANSFER)).toBeNull();
  });
});

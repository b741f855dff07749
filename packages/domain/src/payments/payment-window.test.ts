import { describe, expect, it } from 'vitest';
import { PaymentMethodId } from './payment-methods';
import { paymentWindowEnd, QR_LIFETIME_MS } from './payment-window';

const now = new Date('2026-11-23T03:00:00Z');

describe('paymentWindowEnd', () => {
  it('gives a QR fifteen minutes', () => {
    expect(paymentWindowEnd(PaymentMethodId.SCB_QR, now, null)).toEqual(
      new Date(now.getTime() + QR_LIFETIME_MS),
    );
  });

  it('ends a QR with the order when the order must be paid sooner', () => {
    const cancelAt = new Date(now.getTime() + 5 * 60_000);
    expect(paymentWindowEnd(PaymentMethodId.GBPRIME_PROMPTPAY, now, cancelAt)).toEqual(cancelAt);
  });

  it('keeps the QR window when the order may wait longer', () => {
    const cancelAt = new Date(now.getTime() + 60 * 60_000);
    expect(paymentWindowEnd(PaymentMethodId.OMISE_PROMPTPAY, now, cancelAt)).toEqual(
      new Date(now.getTime() + QR_LIFETIME_MS),
    );
  });

  it('sets no window for a card or a hosted page', () => {
    expect(paymentWindowEnd(PaymentMethodId.OMISE_CARD, now, null)).toBeNull();
    expect(paymentWindowEnd(PaymentMethodId.PAYPAL, now, null)).toBeNull();
  });
});

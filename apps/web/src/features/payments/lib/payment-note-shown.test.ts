import { describe, expect, it } from 'vitest';
import type { AttemptFacts } from '@shop/domain/payments/order-payment-view';
import { mayHavePaymentNote } from './payment-note-shown';

const attempt = (state: AttemptFacts['state'], failure_code: string | null = null): AttemptFacts => ({
  id: 5,
  state,
  failure_code,
  failure_message: null,
});

describe('mayHavePaymentNote', () => {
  it('has nothing to say of a new unpaid order', () => {
    expect(mayHavePaymentNote({ payment_status: 'notYetReceived', latest_payment: null })).toBe(false);
  });

  it('has nothing to say while a provider works on the attempt', () => {
    expect(mayHavePaymentNote({ payment_status: 'notYetReceived', latest_payment: attempt('pending') })).toBe(
      false,
    );
  });

  it.each([
    ['a failed attempt', attempt('failed', 'insufficient_fund')],
    ['a transfer the shop did not accept', attempt('failed', 'rejected_by_admin')],
    ['money returned', attempt('refunded')],
  ])('has a note for %s', (_, latest) => {
    expect(mayHavePaymentNote({ payment_status: 'notYetReceived', latest_payment: latest })).toBe(true);
  });
});

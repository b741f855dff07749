import { describe, expect, it } from 'vitest';
import { ApiError } from '@shop/contract/http/api-client';
import { paymentUnderWayPath } from './payment-under-way';

const refusal = (status: number, code: string, result?: unknown) =>
  new ApiError(status, { success: false, error: { code, msg: 'refused', result } }, '/api/omise/creditcard');

describe('where a refused payment start sends the buyer', () => {
  it('sends a start whose answer was lost to the return screen of its attempt', () => {
    expect(paymentUnderWayPath(refusal(504, 'PAYMENT_OUTCOME_UNKNOWN', { orderPaymentId: 31 }), 7)).toBe(
      '/payment/7?attempt=31',
    );
  });

  it('sends a start held back by an earlier attempt to the return screen of that attempt', () => {
    expect(paymentUnderWayPath(refusal(409, 'PAYMENT_IN_PROGRESS', { orderPaymentId: 30 }), 7)).toBe(
      '/payment/7?attempt=30',
    );
  });

  it('still watches the order when the refusal does not name its attempt', () => {
    expect(paymentUnderWayPath(refusal(504, 'PAYMENT_OUTCOME_UNKNOWN'), 7)).toBe('/payment/7');
  });

  it('shows an order that no longer takes a payment as it now stands', () => {
    expect(paymentUnderWayPath(refusal(409, 'ORDER_NOT_PENDING'), 7)).toBe('/payment/7');
  });

  it('leaves every other failure to the panel', () => {
    expect(paymentUnderWayPath(refusal(503, 'PAYMENT_PROVIDER_UNAVAILABLE'), 7)).toBeNull();
    expect(paymentUnderWayPath(refusal(500, 'INTERNAL_ERROR'), 7)).toBeNull();
    expect(paymentUnderWayPath(new TypeError('Failed to fetch'), 7)).toBeNull();
  });
});

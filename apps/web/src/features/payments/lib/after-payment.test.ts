import { describe, expect, it } from 'vitest';
import { afterPayment, ORDERS_DELAY_MS, REDIRECT_DELAY_MS } from './after-payment';

describe('afterPayment', () => {
  it('goes to the thank-you page with the order token after 0.5 s when the shop has one', () => {
    expect(
      afterPayment({ isThankYouPage: true, orderToken: 'tok_abc123', ordersDelayMs: ORDERS_DELAY_MS }),
    ).toEqual({
      path: '/thankyou?orderId=tok_abc123',
      delayMs: REDIRECT_DELAY_MS,
    });
  });

  it('goes to /thankyou without a query when no token is passed (after PromptPay)', () => {
    expect(afterPayment({ isThankYouPage: undefined, orderToken: null, ordersDelayMs: 500 })).toEqual({
      path: '/thankyou',
      delayMs: 500,
    });
  });

  it('goes to the order list after the given delay when the thank-you page is off', () => {
    expect(
      afterPayment({ isThankYouPage: false, orderToken: 'tok_abc123', ordersDelayMs: ORDERS_DELAY_MS }),
    ).toEqual({
      path: '/myaccount/student/order',
      delayMs: 1_000,
    });
  });
});

import { describe, expect, it } from 'vitest';
import type { AttemptState } from '@shop/domain/payments/attempt-states';
import { PaymentMethodId } from '@shop/domain/payments/payment-methods';
import {
  attemptToAbandon,
  nextCheckDelayMs,
  NOT_RECEIVED_AFTER_MS,
  returnScreenOf,
  type ReturnFacts,
} from './payment-return-screen';

const OPENED = Date.parse('2026-11-27T10:00:00.000Z');

const facts = (
  state: AttemptState | null,
  overrides: Partial<Omit<ReturnFacts, 'order'>> & {
    status?: ReturnFacts['order']['payment_status'];
    methodId?: number;
    failureCode?: string | null;
  } = {},
): ReturnFacts => {
  const {
    status = 'notYetReceived',
    methodId = PaymentMethodId.PAYPAL,
    failureCode = null,
    ...rest
  } = overrides;
  return {
    order: {
      payment_status: status,
      latest_payment:
        state === null
          ? null
          : { id: 31, state, payment_method_id: methodId, failure_code: failureCode, failure_message: null },
    },
    attemptId: 31,
    isCancelled: false,
    pendingSince: null,
    now: OPENED,
    abandonedAttemptId: null,
    ...rest,
  };
};

describe('the payment return screen', () => {
  it('says whom it is asking while the outcome of a payment is unknown, and never gives it up', () => {
    const long = { pendingSince: OPENED, now: OPENED + 10 * NOT_RECEIVED_AFTER_MS };
    expect(returnScreenOf(facts('unknown', { methodId: PaymentMethodId.OMISE_CARD, ...long }))).toEqual({
      kind: 'outcomeUnknown',
      provider: 'Omise',
    });
    expect(returnScreenOf(facts('created', { isCancelled: true }))).toEqual({
      kind: 'outcomeUnknown',
      provider: 'PayPal',
    });
  });

  it("waits for the provider's answer while a returned payment is pending", () => {
    expect(
      returnScreenOf(
        facts('pending', {
          methodId: PaymentMethodId.PAY_SOLUTIONS,
          pendingSince: OPENED,
          now: OPENED + NOT_RECEIVED_AFTER_MS - 1,
        }),
      ),
    ).toEqual({ kind: 'awaitingProvider', provider: 'Pay Solutions' });
  });

  it('tells the buyer no payment arrived once a pending payment has waited long enough', () => {
    expect(
      returnScreenOf(
        facts('pending', {
          methodId: PaymentMethodId.PAY_SOLUTIONS,
          pendingSince: OPENED,
          now: OPENED + NOT_RECEIVED_AFTER_MS,
        }),
      ),
    ).toEqual({ kind: 'notReceived', provider: 'Pay Solutions', attemptId: 31 });
  });

  it('keeps saying no payment arrived once the server ended the attempt the buyer gave up on', () => {
    expect(returnScreenOf(facts('expired', { abandonedAttemptId: 31 }))).toEqual({
      kind: 'notReceived',
      provider: 'PayPal',
      attemptId: 31,
    });
  });

  it("shows a cancel on the provider's page at once, before and after the server ends the attempt", () => {
    expect(returnScreenOf(facts('pending', { isCancelled: true }))).toEqual({
      kind: 'cancelledAtProvider',
      provider: 'PayPal',
      attemptId: 31,
    });
    expect(returnScreenOf(facts('expired', { isCancelled: true, abandonedAttemptId: 31 }))).toEqual({
      kind: 'cancelledAtProvider',
      provider: 'PayPal',
      attemptId: 31,
    });
  });

  it('reads a cancel only of the attempt the address names, not of a newer one', () => {
    expect(returnScreenOf(facts('pending', { isCancelled: true, attemptId: 30 }))).toEqual({
      kind: 'awaitingProvider',
      provider: 'PayPal',
    });
  });

  it('turns to paid whenever the order is paid, even after the buyer gave up', () => {
    expect(
      returnScreenOf(facts('succeeded', { status: 'approved', isCancelled: true, abandonedAttemptId: 31 })),
    ).toEqual({ kind: 'paid' });
  });

  it("shows the provider's refusal with its reason, even for an attempt the buyer gave up on", () => {
    expect(
      returnScreenOf(facts('failed', { failureCode: 'insufficient_fund', abandonedAttemptId: 31 })),
    ).toEqual({ kind: 'failed', code: 'insufficient_fund' });
    expect(returnScreenOf(facts('expired'))).toEqual({ kind: 'failed', code: 'payment_expired' });
  });

  it('waits while a succeeded payment settles the order', () => {
    expect(returnScreenOf(facts('succeeded', { pendingSince: OPENED, now: OPENED + 60_000 }))).toEqual({
      kind: 'awaitingProvider',
      provider: 'PayPal',
    });
  });

  it('shows every other standing of the order as the server says it', () => {
    expect(returnScreenOf(facts(null))).toEqual({ kind: 'unpaid' });
    expect(returnScreenOf(facts('refunded'))).toEqual({ kind: 'refunded' });
    expect(returnScreenOf(facts('pending', { status: 'cancelled' }))).toEqual({
      kind: 'cancelled',
      isMoneyReturned: false,
    });
  });
});

describe('when the return screen tells the server the buyer gave up', () => {
  it('tells it once for a cancel or a payment that never came, and never for one still awaited', () => {
    expect(attemptToAbandon({ kind: 'notReceived', provider: 'PayPal', attemptId: 31 }, null)).toBe(31);
    expect(attemptToAbandon({ kind: 'cancelledAtProvider', provider: 'PayPal', attemptId: 31 }, 30)).toBe(31);
    expect(attemptToAbandon({ kind: 'notReceived', provider: 'PayPal', attemptId: 31 }, 31)).toBeNull();
    expect(attemptToAbandon({ kind: 'outcomeUnknown', provider: 'Omise' }, null)).toBeNull();
    expect(attemptToAbandon({ kind: 'awaitingProvider', provider: 'SCB' }, null)).toBeNull();
  });
});

describe('how often the return screen checks', () => {
  it.each([
    [0, 3_000],
    [29_999, 3_000],
    [30_000, 10_000],
    [299_999, 10_000],
    [300_000, 30_000],
  ])('checks %i ms after opening again %i ms later', (since, delay) => {
    expect(nextCheckDelayMs(since)).toBe(delay);
  });

  it('stays within the 30 checks a minute the server takes from one browser', () => {
    let at = 0;
    let checks = 1;
    while (at + nextCheckDelayMs(at) < 60_000) {
      at += nextCheckDelayMs(at);
      checks += 1;
    }
    expect(checks).toBeLessThanOrEqual(30);
  });
});

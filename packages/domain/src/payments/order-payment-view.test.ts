import { describe, expect, it } from 'vitest';
import type { AttemptState } from './attempt-states';
import { isPaymentAwaited, orderPaymentView, type AttemptFacts } from './order-payment-view';

const attempt = (overrides: Partial<AttemptFacts> = {}): AttemptFacts => ({
  id: 41,
  state: 'pending',
  failure_code: null,
  failure_message: null,
  ...overrides,
});

const unpaid = (latest: AttemptFacts | null) =>
  orderPaymentView({ payment_status: 'notYetReceived', latest_payment: latest });

describe('where an order’s payment stands', () => {
  it.each([
    ['approved', { kind: 'paid' }],
    ['rejected', { kind: 'rejected' }],
    ['cancelled', { kind: 'cancelled', isMoneyReturned: false }],
  ] as const)('reads a %s order by its status whatever its newest attempt says', (status, view) => {
    expect(
      orderPaymentView({ payment_status: status, latest_payment: attempt({ state: 'failed' }) }),
    ).toEqual(view);
  });

  it('tells a cancelled order whose late payment went back to the buyer', () => {
    expect(
      orderPaymentView({ payment_status: 'cancelled', latest_payment: attempt({ state: 'refunded' }) }),
    ).toEqual({ kind: 'cancelled', isMoneyReturned: true });
    expect(orderPaymentView({ payment_status: 'cancelled', latest_payment: null })).toEqual({
      kind: 'cancelled',
      isMoneyReturned: false,
    });
  });

  it('never calls an unpaid order paid, even when its newest attempt succeeded', () => {
    expect(unpaid(attempt({ state: 'succeeded' }))).toEqual({ kind: 'processing', attemptId: 41 });
  });

  it.each<[AttemptState, string]>([
    ['created', 'outcomeUnknown'],
    ['unknown', 'outcomeUnknown'],
    ['pending', 'processing'],
  ])('reads an unpaid order whose newest attempt is %s as %s', (state, kind) => {
    expect(unpaid(attempt({ state }))).toEqual({ kind, attemptId: 41 });
  });

  it('reads an unpaid order without attempts as unpaid, and one whose money went back as refunded', () => {
    expect(unpaid(null)).toEqual({ kind: 'unpaid' });
    expect(unpaid(attempt({ state: 'refunded' }))).toEqual({ kind: 'refunded' });
  });

  it("gives a failed attempt's provider code, and an expired one the expiry code when it has none", () => {
    expect(unpaid(attempt({ state: 'failed', failure_code: 'insufficient_fund' }))).toEqual({
      kind: 'failed',
      code: 'insufficient_fund',
    });
    expect(unpaid(attempt({ state: 'expired' }))).toEqual({ kind: 'failed', code: 'payment_expired' });
    expect(unpaid(attempt({ state: 'expired', failure_code: 'failed_3ds' }))).toEqual({
      kind: 'failed',
      code: 'failed_3ds',
    });
  });

  it('tells a transfer report the shop did not accept, with its reason, from a failed payment', () => {
    expect(
      unpaid(
        attempt({
          state: 'failed',
          failure_code: 'rejected_by_admin',
          failure_message: 'The slip is unreadable',
        }),
      ),
    ).toEqual({ kind: 'transferNotAccepted', reason: 'The slip is unreadable' });
  });

  it('tells a reported payment waiting for the shop from a flagged one', () => {
    expect(orderPaymentView({ payment_status: 'pendingApproved', latest_payment: attempt() })).toEqual({
      kind: 'checking',
    });
    expect(
      orderPaymentView({ payment_status: 'pendingApproved', latest_payment: attempt({ state: 'flagged' }) }),
    ).toEqual({ kind: 'flagged' });
    expect(unpaid(attempt({ state: 'flagged' }))).toEqual({ kind: 'flagged' });
  });

  it('awaits only an attempt that may still pay the order', () => {
    expect(isPaymentAwaited({ kind: 'outcomeUnknown', attemptId: 1 })).toBe(true);
    expect(isPaymentAwaited({ kind: 'processing', attemptId: 1 })).toBe(true);
    expect(isPaymentAwaited({ kind: 'failed', code: null })).toBe(false);
    expect(isPaymentAwaited({ kind: 'paid' })).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { orderHistoryOf, type OrderStateChange } from './order-history';

const at = (minute: number) => new Date(Date.UTC(2026, 3, 1, 3, minute));

const change = (
  toState: OrderStateChange['toState'],
  actor: OrderStateChange['actor'],
  minute: number,
  reason = '',
  fromState: OrderStateChange['fromState'] = null,
): OrderStateChange => ({
  fromState,
  toState,
  actor,
  reason,
  at: at(minute),
});

const kinds = (changes: OrderStateChange[]) =>
  orderHistoryOf({ changes, attempts: [], refunds: [] }).map((step) => step.kind);

describe("an order's history as its buyer reads it", () => {
  it.each([
    ['a reported transfer', change('pendingApproved', 'user', 1), 'paymentReported'],
    ['a free plan waiting for the shop', change('pendingApproved', 'system', 1), 'awaitingApproval'],
    ['a payment', change('approved', 'provider', 1), 'paid'],
    ['a deletion by the buyer', change('cancelled', 'user', 1), 'cancelledByBuyer'],
    ['the time to pay running out', change('cancelled', 'system', 1), 'expired'],
    ['a cancellation by the shop', change('cancelled', 'admin', 1), 'cancelledByShop'],
  ] as const)('names %s after the order was created', (_name, step, kind) => {
    expect(kinds([change('notYetReceived', 'user', 0), step])).toEqual(['created', kind]);
  });

  it("tells the shop's reason for a rejection, and nothing for a rejection without one", () => {
    const steps = orderHistoryOf({
      changes: [
        change('rejected', 'admin', 2, ' The slip is unreadable '),
        change('rejected', 'admin', 3, ' '),
      ],
      attempts: [],
      refunds: [],
    });
    expect(steps.map((step) => step.reason)).toEqual(['The slip is unreadable', null]);
  });

  it('tells a transfer report the shop did not accept, with its reason, between the reports', () => {
    const steps = orderHistoryOf({
      changes: [
        change('notYetReceived', 'user', 0),
        change('pendingApproved', 'user', 1, 'bank transfer reported', 'notYetReceived'),
        change('notYetReceived', 'admin', 2, ' The slip is unreadable ', 'pendingApproved'),
        change('pendingApproved', 'user', 3, 'bank transfer reported', 'notYetReceived'),
        change('notYetReceived', 'admin', 4, '', 'pendingApproved'),
      ],
      attempts: [],
      refunds: [],
    });
    expect(steps.map((step) => [step.kind, step.reason])).toEqual([
      ['created', null],
      ['paymentReported', null],
      ['transferRejected', 'The slip is unreadable'],
      ['paymentReported', null],
      ['transferRejected', null],
    ]);
  });

  it('adds payments a provider refused or let expire, but not a rejection the order tells already', () => {
    const steps = orderHistoryOf({
      changes: [change('notYetReceived', 'user', 0)],
      attempts: [
        { state: 'failed', failureCode: 'insufficient_fund', settledAt: at(2) },
        { state: 'expired', failureCode: null, settledAt: at(3) },
        { state: 'failed', failureCode: 'rejected_by_admin', settledAt: at(4) },
        { state: 'failed', failureCode: null, settledAt: at(4) },
        { state: 'pending', failureCode: null, settledAt: null },
        { state: 'succeeded', failureCode: null, settledAt: at(5) },
      ],
      refunds: [],
    });
    expect(steps.map((step) => [step.kind, step.reason])).toEqual([
      ['created', null],
      ['paymentFailed', 'insufficient_fund'],
      ['paymentFailed', 'payment_expired'],
      ['paymentFailed', null],
    ]);
  });

  it('adds each refund with its amount and reason, in time order with the changes', () => {
    const steps = orderHistoryOf({
      changes: [change('approved', 'admin', 5), change('notYetReceived', 'user', 0)],
      attempts: [],
      refunds: [
        { amount: 120_000, reason: 'Course cancelled', at: at(9) },
        { amount: 5_000, reason: '', at: at(7) },
      ],
    });
    expect(steps).toEqual([
      { kind: 'created', at: at(0), reason: null, amount: null },
      { kind: 'paid', at: at(5), reason: null, amount: null },
      { kind: 'refunded', at: at(7), reason: null, amount: 5_000 },
      { kind: 'refunded', at: at(9), reason: 'Course cancelled', amount: 120_000 },
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import type { OrderDetail } from '@shop/contract/orders/order';
import { orderPaymentView } from './order-payment-view';

type Attempt = NonNullable<OrderDetail['latest_payment']>;

const attempt = (overrides: Partial<Attempt> = {}): Attempt => ({
  id: 41,
  payment_method_id: 8,
  state: 'pending',
  amount: 150_000,
  currency: 'THB',
  failure_code: null,
  failure_message: null,
  flag_reason: null,
  next_action: null,
  expires_at: null,
  created_at: '2026-11-23T03:00:00.000Z',
  ...overrides,
});

describe('orderPaymentView', () => {
  it.each([
    ['approved', 'paid'],
    ['rejected', 'rejected'],
    ['cancelled', 'cancelled'],
  ] as const)('reads a %s order as %s whatever its newest attempt says', (status, kind) => {
    expect(
      orderPaymentView({ payment_status: status, latest_payment: attempt({ state: 'failed' }) }),
    ).toEqual({
      kind,
    });
  });

  it('never calls an unpaid order paid, even when its newest attempt succeeded', () => {
    expect(
      orderPaymentView({ payment_status: 'notYetReceived', latest_payment: attempt({ state: 'succeeded' }) }),
    ).toEqual({ kind: 'processing', attemptId: 41 });
  });

  it('shows an open attempt as processing and an unpaid order without attempts as unpaid', () => {
    expect(
      orderPaymentView({ payment_status: 'notYetReceived', latest_payment: attempt({ state: 'created' }) }),
    ).toEqual({ kind: 'processing', attemptId: 41 });
    expect(orderPaymentView({ payment_status: 'notYetReceived', latest_payment: null })).toEqual({
      kind: 'unpaid',
    });
  });

  it("gives a failed attempt's provider code, and an expired one the expiry code when it has none", () => {
    expect(
      orderPaymentView({
        payment_status: 'notYetReceived',
        latest_payment: attempt({ state: 'failed', failure_code: 'insufficient_fund' }),
      }),
    ).toEqual({ kind: 'failed', code: 'insufficient_fund' });
    expect(
      orderPaymentView({ payment_status: 'notYetReceived', latest_payment: attempt({ state: 'expired' }) }),
    ).toEqual({ kind: 'failed', code: 'payment_expired' });
  });

  it('tells a transfer report the shop did not accept, with its reason, from a failed payment', () => {
    expect(
      orderPaymentView({
        payment_status: 'notYetReceived',
        latest_payment: attempt({
          payment_method_id: 1,
          state: 'failed',
          failure_code: 'rejected_by_admin',
          failure_message: 'The slip is unreadable',
        }),
      }),
    ).toEqual({ kind: 'transferNotAccepted', reason: 'The slip is unreadable' });
  });

  it('tells a reported payment waiting for the shop from a flagged one', () => {
    expect(orderPaymentView({ payment_status: 'pendingApproved', latest_payment: attempt() })).toEqual({
      kind: 'checking',
    });
    expect(
      orderPaymentView({ payment_status: 'pendingApproved', latest_payment: attempt({ state: 'flagged' }) }),
    ).toEqual({ kind: 'flagged' });
    expect(
      orderPaymentView({ payment_status: 'notYetReceived', latest_payment: attempt({ state: 'flagged' }) }),
    ).toEqual({ kind: 'flagged' });
  });
});

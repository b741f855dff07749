import { describe, expect, it } from 'vitest';
import type { OrderState } from '../orders/order-states';
import type { AttemptState } from './attempt-states';
import type { PaymentOutcome } from './payment-outcome';
import { decideSettlement } from './settle-decision';

const order = (status: OrderState = 'notYetReceived') => ({
  status,
  amountDue: 150_000,
  currency: 'THB' as const,
});
const paid = (amount = 150_000, currency: 'THB' | 'USD' = 'THB'): PaymentOutcome => ({
  kind: 'succeeded',
  amount,
  currency,
});
const failed: PaymentOutcome = { kind: 'failed', code: 'insufficient_fund', message: 'Insufficient funds' };
const decide = (state: AttemptState, outcome: PaymentOutcome, status: OrderState = 'notYetReceived') =>
  decideSettlement({ attempt: { state }, order: order(status), outcome });

describe('settling a payment attempt', () => {
  it.each<[AttemptState, OrderState]>([
    ['created', 'notYetReceived'],
    ['pending', 'notYetReceived'],
    ['pending', 'pendingApproved'],
    ['unknown', 'notYetReceived'],
    // A call that timed out here went through at the provider after all: the money is real.
    ['failed', 'notYetReceived'],
    ['expired', 'notYetReceived'],
  ])('settles a %s attempt of an order %s when the full amount arrives', (state, status) => {
    expect(decide(state, paid(), status)).toEqual({ kind: 'settle' });
  });

  it.each([
    ['another amount', paid(149_999)],
    ['another currency', paid(150_000, 'USD')],
  ])('flags money of %s and fulfils nothing', (_name, outcome) => {
    expect(decide('pending', outcome)).toEqual({ kind: 'flag', reason: 'amount_mismatch' });
  });

  it('flags a second payment of an order already paid', () => {
    expect(decide('pending', paid(), 'approved')).toEqual({ kind: 'flag', reason: 'paid_twice' });
  });

  it.each<OrderState>(['cancelled', 'rejected'])('flags money for an order already %s', (status) => {
    expect(decide('pending', paid(), status)).toEqual({ kind: 'flag', reason: 'order_closed' });
  });

  it.each<AttemptState>(['succeeded', 'flagged', 'refunded'])(
    'never changes a %s attempt again, whatever arrives',
    (state) => {
      for (const outcome of [paid(), failed, { kind: 'expired' } as const, { kind: 'pending' } as const])
        expect(decide(state, outcome)).toEqual({ kind: 'none', reason: 'closed' });
    },
  );

  it('marks an open attempt failed or expired, and leaves the order alone', () => {
    expect(decide('pending', failed)).toEqual({ kind: 'attempt', to: 'failed' });
    expect(decide('created', { kind: 'expired' })).toEqual({ kind: 'attempt', to: 'expired' });
  });

  it('keeps a failed or expired attempt as it is when another failure or expiry arrives', () => {
    expect(decide('failed', { kind: 'expired' })).toEqual({ kind: 'none', reason: 'unchanged' });
    expect(decide('expired', failed)).toEqual({ kind: 'none', reason: 'unchanged' });
  });

  it('moves a created attempt to pending once, and nothing else to pending', () => {
    expect(decide('created', { kind: 'pending' })).toEqual({ kind: 'attempt', to: 'pending' });
    expect(decide('pending', { kind: 'pending' })).toEqual({ kind: 'none', reason: 'unchanged' });
    expect(decide('failed', { kind: 'pending' })).toEqual({ kind: 'none', reason: 'unchanged' });
  });

  it('leaves an attempt whose answer was not heard unknown, never failed', () => {
    const unheard = { kind: 'unknown', reason: 'time-out' } as const;
    expect(decide('created', unheard)).toEqual({ kind: 'attempt', to: 'unknown' });
    expect(decide('unknown', unheard)).toEqual({ kind: 'none', reason: 'unchanged' });
    expect(decide('pending', unheard)).toEqual({ kind: 'none', reason: 'unchanged' });
  });

  it('moves an unknown attempt to whatever its provider then says', () => {
    expect(decide('unknown', { kind: 'pending' })).toEqual({ kind: 'attempt', to: 'pending' });
    expect(decide('unknown', failed)).toEqual({ kind: 'attempt', to: 'failed' });
    expect(decide('unknown', { kind: 'expired' })).toEqual({ kind: 'attempt', to: 'expired' });
  });

  it('ignores a message that says nothing about the outcome', () => {
    expect(decide('pending', { kind: 'ignored', reason: 'charge.create' })).toEqual({
      kind: 'none',
      reason: 'ignored',
    });
  });
});

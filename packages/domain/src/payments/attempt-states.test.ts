import { describe, expect, it } from 'vitest';
import {
  ATTEMPT_STATES,
  FLAG_REASONS,
  isAttemptClosedForGood,
  isAttemptOpen,
  isOutcomeUnknown,
  isRefundedOnItsOwn,
} from './attempt-states';
import { PAYMENT_OUTCOME_KINDS } from './payment-outcome';

describe('payment attempt states', () => {
  it('counts created, pending and unknown attempts as still able to become a payment', () => {
    expect(ATTEMPT_STATES.filter(isAttemptOpen)).toEqual(['created', 'pending', 'unknown']);
  });

  it('does not know the outcome of an attempt whose call is under way or whose answer was lost', () => {
    expect(ATTEMPT_STATES.filter(isOutcomeUnknown)).toEqual(['created', 'unknown']);
  });

  it('closes only succeeded, flagged and refunded attempts for good', () => {
    expect(ATTEMPT_STATES.filter(isAttemptClosedForGood)).toEqual(['succeeded', 'flagged', 'refunded']);
  });

  it('gives money back on its own for a second payment or a closed order, not for another amount', () => {
    expect(FLAG_REASONS.filter(isRefundedOnItsOwn)).toEqual(['paid_twice', 'order_closed']);
  });

  it('speaks the six words of the payment vocabulary', () => {
    expect(PAYMENT_OUTCOME_KINDS).toEqual([
      'succeeded',
      'failed',
      'pending',
      'expired',
      'unknown',
      'ignored',
    ]);
  });
});

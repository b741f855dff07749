import { describe, expect, it } from 'vitest';
import { ATTEMPT_STATES, isAttemptClosedForGood, isAttemptOpen } from './attempt-states';
import { PAYMENT_OUTCOME_KINDS } from './payment-outcome';

describe('payment attempt states', () => {
  it('counts only created and pending attempts as still able to become a payment', () => {
    expect(ATTEMPT_STATES.filter(isAttemptOpen)).toEqual(['created', 'pending']);
  });

  it('closes only succeeded and flagged attempts for good', () => {
    expect(ATTEMPT_STATES.filter(isAttemptClosedForGood)).toEqual(['succeeded', 'flagged']);
  });

  it('speaks the five words of the payment vocabulary', () => {
    expect(PAYMENT_OUTCOME_KINDS).toEqual(['succeeded', 'failed', 'pending', 'expired', 'ignored']);
  });
});

import { isOutcomeUnknown, type AttemptState } from './attempt-states';
import type { PaymentOutcome } from './payment-outcome';

/** The failure code of an attempt its provider never saw. */
export const NOT_FOUND_AT_PROVIDER = 'not_found_at_provider';

/** When an attempt began and how long its provider may take to show a payment it took. */
export type NotFoundFacts = {
  /** When the shop recorded the attempt, just before it called the provider. */
  readonly startedAt: Date;
  readonly now: Date;
  /**
   * How long the attempt's call may still be under way: the provider time-out for an attempt
   * whose call may still run (the process that made it stopped), 0 once the call has ended.
   */
  readonly callTimeoutMs: number;
  /** How long after a charge the provider's look-up may still not list it. */
  readonly lookUpLagMs: number;
};

/**
 * What "the provider has no payment with this reference" means. A look-up may lag the charges it
 * lists (a search index), and a call may still be under way, so the shop believes it only once
 * both are over: until then the attempt stays unknown; afterwards it never happened.
 */
export const readNotFound = (facts: NotFoundFacts): PaymentOutcome =>
  facts.now.getTime() - facts.startedAt.getTime() >= facts.callTimeoutMs + facts.lookUpLagMs
    ? {
        kind: 'failed',
        code: NOT_FOUND_AT_PROVIDER,
        message: 'The provider has no payment for this attempt',
      }
    : { kind: 'unknown', reason: 'not visible at the provider yet' };

/** Whether a new attempt may begin, once the provider was asked about each open one. */
export type NewAttemptVerdict =
  { readonly kind: 'go' } | { readonly kind: 'wait'; readonly attemptId: number };

/**
 * A new attempt waits while the outcome of an earlier one is still unknown (its call under way,
 * or its answer lost and not found yet): the buyer sees their payment being checked, never a new
 * card form that could charge them twice. An attempt merely waiting for the buyer (a QR, a bank's
 * page) does not hold them back: it was asked about and retired first.
 */
export const newAttemptVerdict = (
  attempts: readonly { readonly id: number; readonly state: AttemptState }[],
): NewAttemptVerdict => {
  const unknown = attempts.filter((attempt) => isOutcomeUnknown(attempt.state));
  const newest = unknown.reduce<number | null>((id, attempt) => Math.max(id ?? 0, attempt.id), null);
  return newest === null ? { kind: 'go' } : { kind: 'wait', attemptId: newest };
};

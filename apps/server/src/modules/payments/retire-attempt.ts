import { attemptLogger } from './attempt-logger';
import { providerOf } from './ask-provider';
import type { AttemptRow } from './payment-attempts.repository';
import type { PaymentDeps } from './payment-deps';
import { settleAttempt } from './settle-payment';

/**
 * An attempt waiting for the buyer (a QR, a bank's or provider's page) that the buyer left (for a
 * new attempt, or back from the provider's page without paying): stopped at the provider, after
 * its last word, where the provider can stop it. Where it cannot, it stays open and watched until
 * its own time is over: money paid on it later still settles the order, or is set aside.
 */
export const retireAttempt = async (deps: PaymentDeps, attempt: AttemptRow, now: Date) => {
  const provider = providerOf(deps, attempt);
  if (!provider?.expire || !provider.expireStopsPayment || !attempt.providerRef) return;
  try {
    const outcome = await provider.expire(attempt.providerRef, attemptLogger(deps.db, attempt));
    await settleAttempt(deps, { attemptId: attempt.id, outcome, source: 'start' }, now);
  } catch (error) {
    deps.log.warn({ err: error, attemptId: attempt.id }, 'could not stop an earlier payment attempt');
  }
};

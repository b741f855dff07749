import type { PaymentOutcome } from '@shop/domain/payments/payment-outcome';
import { readNotFound } from '@shop/domain/payments/payment-look-up';
import { attemptLogger } from './attempt-logger';
import { recordProviderRef, type AttemptRow } from './payment-attempts.repository';
import type { PaymentDeps } from './payment-deps';
import {
  ProviderRefusedError,
  type CardDetails,
  type PaymentProvider,
  type ProviderName,
} from './payment-provider';

/** What the provider says about an attempt now, in the shop's vocabulary. */
export type ProviderAnswer = { outcome: PaymentOutcome; cardDetails: CardDetails | null };

export const providerOf = (deps: PaymentDeps, attempt: AttemptRow): PaymentProvider | null =>
  deps.registry.byName(attempt.provider as ProviderName);

/**
 * Asks the provider about one attempt: by the provider's reference when the shop has it, else by
 * the shop's own reference through the provider's look-up (recording the provider's reference
 * once found). "Not found" is read by the domain: unknown while the provider may still be behind,
 * failed afterwards. Null when the provider cannot be asked now (down, or not started): nothing
 * is known, the question is asked again later.
 */
export const askAboutAttempt = async (
  deps: PaymentDeps,
  attempt: AttemptRow,
  now: Date,
): Promise<ProviderAnswer | null> => {
  const provider = providerOf(deps, attempt);
  if (!provider) return null;
  const notFound = (): ProviderAnswer => ({
    outcome: readNotFound({
      startedAt: attempt.createdAt,
      now,
      // An unknown attempt's call ended (its answer was lost); a created one's may still run.
      callTimeoutMs: attempt.state === 'created' ? deps.callTimeoutMs : 0,
      lookUpLagMs: provider.lookUpLagMs,
    }),
    cardDetails: null,
  });
  const log = attemptLogger(deps.db, attempt);
  try {
    if (attempt.providerRef) return await provider.inquire(attempt.providerRef, log);
    if (!attempt.shopRef || !provider.lookUp) return notFound();
    const found = await provider.lookUp(
      attempt.shopRef,
      { attemptId: attempt.id, createdAt: attempt.createdAt },
      log,
    );
    if (!found) return notFound();
    await recordProviderRef(deps.db, attempt.id, found.providerRef);
    return { outcome: found.outcome, cardDetails: found.cardDetails };
  } catch (error) {
    if (error instanceof ProviderRefusedError && error.code === 'not_found') return notFound();
    deps.log.warn(
      { err: error, attemptId: attempt.id },
      'could not ask the provider about a payment; asking again later',
    );
    return null;
  }
};

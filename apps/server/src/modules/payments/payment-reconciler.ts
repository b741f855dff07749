import { eq } from 'drizzle-orm';
import type { PaymentOutcome } from '@shop/domain/payments/payment-outcome';
import { orders } from '../../db/tables';
import { attemptLogger } from './attempt-logger';
import { claimAttemptsToInquire, releaseInquiryClaims, type AttemptRow } from './payment-attempts.repository';
import type { PaymentDeps } from './payment-deps';
import { ProviderRefusedError } from './payment-provider';
import { settleAttempt } from './settle-payment';

const MINUTE_MS = 60_000;
/** An attempt still without the provider's reference this long after it began never got one. */
const NO_REFERENCE_AFTER_MS = 10 * MINUTE_MS;

/** 1, 2, 4, 8, 16, then every 30 minutes. */
export const inquiryBackoffMs = (count: number): number =>
  Math.min(MINUTE_MS * 2 ** Math.max(0, count - 1), 30 * MINUTE_MS);

const isPastItsTime = async (deps: PaymentDeps, attempt: AttemptRow, now: Date) => {
  if (attempt.expiresAt && attempt.expiresAt <= now) return true;
  const [order] = await deps.db
    .select({ cancelAt: orders.cancelAt })
    .from(orders)
    .where(eq(orders.id, attempt.orderId));
  return order?.cancelAt != null && order.cancelAt <= now;
};

const outcomeOf = async (
  deps: PaymentDeps,
  attempt: AttemptRow,
  now: Date,
): Promise<PaymentOutcome | null> => {
  const provider = deps.registry.byName(attempt.provider as 'omise');
  if (!provider) return null;
  if (!attempt.providerRef) {
    return now.getTime() - attempt.createdAt.getTime() > NO_REFERENCE_AFTER_MS
      ? {
          kind: 'failed',
          code: 'no_provider_reference',
          message: 'The provider never confirmed this attempt',
        }
      : null;
  }
  const log = attemptLogger(deps.db, attempt);
  try {
    const { outcome } = await provider.inquire(attempt.providerRef, log);
    if (outcome.kind === 'pending' && provider.expire && (await isPastItsTime(deps, attempt, now)))
      return await provider.expire(attempt.providerRef, log);
    return outcome;
  } catch (error) {
    // A payment the provider does not know (a sandbox restarted) will never complete.
    if (error instanceof ProviderRefusedError && error.code === 'not_found')
      return { kind: 'failed', code: 'not_found', message: 'The provider does not know this payment' };
    deps.log.warn({ err: error, attemptId: attempt.id }, 'payment inquiry failed; asking again later');
    return null;
  }
};

/**
 * The reconciler: asks providers about attempts still open when their next inquiry is due, so a
 * lost notification still settles the order, and a QR left unscanned past its time is expired.
 * Once `stop` is aborted it asks no further provider and gives the attempts left back, due now.
 */
export const reconcileOpenPayments = async (
  deps: PaymentDeps,
  now: Date = new Date(),
  stop?: AbortSignal,
) => {
  if (stop?.aborted) return { inquired: 0, changed: 0 };
  const claimed = await claimAttemptsToInquire(
    deps.db,
    now,
    (count) => new Date(now.getTime() + inquiryBackoffMs(count)),
  );
  let changed = 0;
  for (const [index, attempt] of claimed.entries()) {
    if (stop?.aborted) {
      await releaseInquiryClaims(
        deps.db,
        claimed.slice(index).map((left) => left.id),
        now,
      );
      return { inquired: index, changed };
    }
    const outcome = await outcomeOf(deps, attempt, now);
    if (!outcome) continue;
    const settled = await settleAttempt(deps, { attemptId: attempt.id, outcome, source: 'inquiry' }, now);
    if (settled.decision.kind !== 'none') changed += 1;
  }
  return { inquired: claimed.length, changed };
};

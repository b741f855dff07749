import { eq } from 'drizzle-orm';
import type { PaymentOutcome } from '@shop/domain/payments/payment-outcome';
import { orders } from '../../db/tables';
import { attemptLogger } from './attempt-logger';
import { askAboutAttempt, providerOf, type ProviderAnswer } from './ask-provider';
import { giveBackSetAsideMoney, REFUND_RETRY_MS } from './give-back-money';
import {
  claimAttemptsToInquire,
  claimRefundsDue,
  releaseInquiryClaims,
  type AttemptRow,
} from './payment-attempts.repository';
import type { PaymentDeps } from './payment-deps';
import { settleAttempt } from './settle-payment';

const MINUTE_MS = 60_000;

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

/** An open attempt whose time is over gets the provider's last word (or is stopped there). */
const lastWordIfOver = async (
  deps: PaymentDeps,
  attempt: AttemptRow,
  answer: ProviderAnswer,
  now: Date,
): Promise<PaymentOutcome> => {
  const provider = providerOf(deps, attempt);
  const ref = attempt.providerRef;
  if (
    answer.outcome.kind !== 'pending' ||
    !provider?.expire ||
    !ref ||
    !(await isPastItsTime(deps, attempt, now))
  )
    return answer.outcome;
  try {
    return await provider.expire(ref, attemptLogger(deps.db, attempt));
  } catch (error) {
    deps.log.warn({ err: error, attemptId: attempt.id }, 'could not expire a payment past its time');
    return answer.outcome;
  }
};

/** One claimed attempt: the provider's word, settled. */
const reconcileAttempt = async (deps: PaymentDeps, attempt: AttemptRow, now: Date) => {
  const answer = await askAboutAttempt(deps, attempt, now);
  if (!answer) return false;
  const outcome = await lastWordIfOver(deps, attempt, answer, now);
  const settled = await settleAttempt(
    deps,
    { attemptId: attempt.id, outcome, source: 'inquiry', cardDetails: answer.cardDetails },
    now,
  );
  return settled.decision.kind !== 'none';
};

/**
 * The reconciler: asks providers about attempts still open (pending, and those whose answer the
 * shop never heard, found by the shop's reference) when their next inquiry is due, so a lost
 * answer or notification still settles the order, and a QR left unscanned past its time is
 * expired. Then it gives back money set aside whose refund is due. Once `stop` is aborted it
 * asks no further provider and gives the attempts left back, due now.
 */
export const reconcileOpenPayments = async (
  deps: PaymentDeps,
  now: Date = new Date(),
  stop?: AbortSignal,
) => {
  if (stop?.aborted) return { inquired: 0, changed: 0, refunded: 0 };
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
      return { inquired: index, changed, refunded: 0 };
    }
    if (await reconcileAttempt(deps, attempt, now)) changed += 1;
  }
  let refunded = 0;
  if (stop?.aborted) return { inquired: claimed.length, changed, refunded };
  const refunds = await claimRefundsDue(deps.db, now, new Date(now.getTime() + REFUND_RETRY_MS));
  for (const attempt of refunds)
    if ((await giveBackSetAsideMoney(deps, attempt.id, now)) === 'refunded') refunded += 1;
  return { inquired: claimed.length, changed, refunded };
};

import { attemptLogger } from './attempt-logger';
import { providerOf } from './ask-provider';
import { noticeOrderChange } from './order-notices';
import {
  appendPaymentLog,
  findAttempt,
  lockAttempt,
  updateAttempt,
  type AttemptRow,
} from './payment-attempts.repository';
import type { PaymentDeps } from './payment-deps';
import { ProviderRefusedError } from './payment-provider';

/** After a refund call whose answer did not come, the next try waits this long (same key). */
export const REFUND_RETRY_MS = 5 * 60_000;

export type GiveBackResult = 'refunded' | 'not_due' | 'later' | 'refused';

/** One key for every try of an attempt's refund: the provider pays it out once. */
const refundKey = (attempt: AttemptRow) => `refund-${attempt.shopRef ?? `attempt-${String(attempt.id)}`}`;

/** The refund is done: the attempt says so, its log too, and the buyer is told (after the commit). */
const recordRefund = (deps: PaymentDeps, attempt: AttemptRow, refundRef: string, now: Date) =>
  deps.db.transaction(async (tx) => {
    const locked = await lockAttempt(tx, attempt.id);
    if (locked?.state !== 'flagged') return false;
    await updateAttempt(tx, attempt.id, {
      state: 'refunded',
      refundRef,
      refundedAt: now,
      refundDueAt: null,
      updatedAt: now,
    });
    await appendPaymentLog(tx, {
      attemptId: attempt.id,
      provider: attempt.provider,
      kind: 'decision',
      summary: `refunded through the provider: ${refundRef}`,
      body: JSON.stringify({
        amount: attempt.amount,
        currency: attempt.currency,
        reason: attempt.flagReason,
      }),
    });
    await noticeOrderChange({ tx, publicUrl: deps.publicUrl, now }, attempt.orderId, {
      kind: 'extra_payment_refunded',
      attemptId: attempt.id,
    });
    return true;
  });

/**
 * Gives back money set aside for a buyer (a second payment of a paid order, a payment of a closed
 * one) through the provider's refund call, once: the same idempotency key on every try. A refusal
 * leaves the money with an administrator; no answer means try again later with the same key.
 */
export const giveBackSetAsideMoney = async (
  deps: PaymentDeps,
  attemptId: number,
  now: Date = new Date(),
): Promise<GiveBackResult> => {
  const attempt = await findAttempt(deps.db, attemptId);
  const provider = attempt ? providerOf(deps, attempt) : null;
  if (attempt?.state !== 'flagged' || !attempt.refundDueAt || !attempt.providerRef || !provider?.refund)
    return 'not_due';
  const log = attemptLogger(deps.db, attempt);
  try {
    const { refundRef } = await provider.refund(
      {
        providerRef: attempt.providerRef,
        amount: attempt.amount,
        currency: attempt.currency,
        idempotencyKey: refundKey(attempt),
      },
      log,
    );
    if (await recordRefund(deps, attempt, refundRef, now)) deps.relay.kick();
    return 'refunded';
  } catch (error) {
    if (error instanceof ProviderRefusedError) {
      await updateAttempt(deps.db, attempt.id, { refundDueAt: null, updatedAt: now });
      await log({ kind: 'decision', summary: `refund refused (${error.code}): left for an administrator` });
      deps.log.warn(
        { err: error, attemptId },
        'the provider refused a refund; an administrator must return the money',
      );
      return 'refused';
    }
    await updateAttempt(deps.db, attempt.id, { refundDueAt: new Date(now.getTime() + REFUND_RETRY_MS) });
    deps.log.warn({ err: error, attemptId }, 'refund not confirmed; asking again later with the same key');
    return 'later';
  }
};

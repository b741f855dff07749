import { eq } from 'drizzle-orm';
import type { OrderState } from '@shop/domain/orders/order-states';
import { isRefundedOnItsOwn, type AttemptState } from '@shop/domain/payments/attempt-states';
import type { PaymentOutcome } from '@shop/domain/payments/payment-outcome';
import { NOT_FOUND_AT_PROVIDER } from '@shop/domain/payments/payment-look-up';
import { decideSettlement, type SettlementDecision } from '@shop/domain/payments/settle-decision';
import type { Transaction } from '../../db/database';
import { orders } from '../../db/tables';
import { approveLockedOrder, type OrderActor } from '../orders/index';
import { noticeAdministrators } from './administrator-notices';
import { noticeChangeOfOrder, type OrderNotice } from './order-notices';
import { appendPaymentLog, lockAttempt, updateAttempt, type AttemptRow } from './payment-attempts.repository';
import type { PaymentDeps } from './payment-deps';
import { giveBackSetAsideMoney } from './give-back-money';
import type { CardDetails, ProviderName } from './payment-provider';

/** Where a provider's word came from; the log and the order event say it. */
export type SettleSource =
  | 'start'
  | 'notification'
  | 'inquiry'
  | 'check'
  | 'administrator'
  /** A slip-verification service confirmed a reported bank transfer. */
  | 'verification';

export type SettleInput = {
  attemptId: number;
  outcome: PaymentOutcome;
  source: SettleSource;
  actor?: OrderActor;
  cardDetails?: CardDetails | null;
};

export type Settled = { decision: SettlementDecision; attempt: AttemptRow; orderStatus: OrderState };

/** What settling needs besides the transaction. */
export type SettleContext = {
  publicUrl: string;
  now: Date;
  /** Whether this provider gives money back through a refund call (else an administrator does). */
  refundsThroughProvider?: (provider: string) => boolean;
};

const PROVIDER_ACTOR: OrderActor = { kind: 'provider', userId: null };

/** After a provider's look-up found no payment, the reconciler looks again this much later. */
const LATE_LOOK_UP_AFTER_MS = 60 * 60_000;

const describeDecision = (decision: SettlementDecision, source: SettleSource): string => {
  switch (decision.kind) {
    case 'settle':
      return `settled: order approved (${source})`;
    case 'flag':
      return `flagged for an administrator: ${decision.reason} (${source})`;
    case 'attempt':
      return `attempt ${decision.to} (${source})`;
    case 'none':
      return `no change: ${decision.reason} (${source})`;
  }
};

/** What the buyer hears of a decision: approval, money set aside for them, or a page update. */
const noticeOf = (decision: SettlementDecision, attemptId: number): OrderNotice => {
  if (decision.kind === 'settle') return { kind: 'approved' };
  if (decision.kind === 'flag' && isRefundedOnItsOwn(decision.reason))
    return { kind: 'extra_payment_received', attemptId };
  return { kind: 'update' };
};

/**
 * Applies a provider's outcome to an attempt inside `tx`: the attempt is locked, then its order;
 * the domain decides; the attempt moves, the order is approved through the order state machine
 * (enrolment happens exactly once, there), and the buyer's socket message and mail are queued.
 * The rows locked here are read once: each step is handed the order and the attempt as they now
 * are instead of reading them again.
 */
export const applyOutcome = async (
  tx: Transaction,
  context: SettleContext,
  input: SettleInput,
): Promise<Settled> => {
  const { now } = context;
  const attempt = await lockAttempt(tx, input.attemptId);
  if (!attempt) throw new Error(`payment attempt ${String(input.attemptId)} does not exist`);
  const [order] = await tx.select().from(orders).where(eq(orders.id, attempt.orderId)).for('update');
  if (!order) throw new Error(`order of attempt ${String(attempt.id)} does not exist`);
  const decision = decideSettlement({
    attempt: { state: attempt.state as AttemptState },
    order: { status: order.status as OrderState, amountDue: order.total, currency: order.currency as 'THB' },
    outcome: input.outcome,
  });
  if (decision.kind === 'none') return { decision, attempt, orderStatus: order.status as OrderState };

  const card = input.cardDetails ? { cardDetails: input.cardDetails } : {};
  const final = { nextInquiryAt: null, updatedAt: now, ...card };
  let current = order;
  let changed: AttemptRow | null;
  if (decision.kind === 'settle') {
    changed = await updateAttempt(tx, attempt.id, {
      ...final,
      state: 'succeeded',
      settledAt: now,
      failureCode: null,
      failureMessage: null,
    });
    const reason = `paid: ${attempt.provider} ${attempt.providerRef ?? `attempt ${String(attempt.id)}`}`;
    current = (await approveLockedOrder(tx, order, input.actor ?? PROVIDER_ACTOR, reason, now)) ?? order;
  } else if (decision.kind === 'flag') {
    const refundsItself =
      isRefundedOnItsOwn(decision.reason) && (context.refundsThroughProvider?.(attempt.provider) ?? false);
    changed = await updateAttempt(tx, attempt.id, {
      ...final,
      state: 'flagged',
      flagReason: decision.reason,
      // The refund call comes after the commit (a provider is never called in a transaction).
      refundDueAt: refundsItself ? now : null,
    });
    // Money the provider gives back on its own needs no one; the rest waits for an administrator.
    if (!refundsItself)
      await noticeAdministrators({ tx, ...context }, { kind: 'payment_set_aside', attemptId: attempt.id });
  } else if (decision.to === 'pending' || decision.to === 'unknown') {
    changed = await updateAttempt(tx, attempt.id, { state: decision.to, updatedAt: now, ...card });
  } else {
    const failure =
      input.outcome.kind === 'failed'
        ? { failureCode: input.outcome.code, failureMessage: input.outcome.message }
        : { failureCode: 'payment_expired', failureMessage: 'expired' };
    // "Not found" may still be a provider running late: the reconciler looks again for a day.
    const lateLookUp =
      failure.failureCode === NOT_FOUND_AT_PROVIDER
        ? { nextInquiryAt: new Date(now.getTime() + LATE_LOOK_UP_AFTER_MS) }
        : {};
    changed = await updateAttempt(tx, attempt.id, {
      ...final,
      state: decision.to,
      ...failure,
      ...lateLookUp,
    });
  }
  await appendPaymentLog(tx, {
    attemptId: attempt.id,
    provider: attempt.provider,
    kind: 'decision',
    summary: describeDecision(decision, input.source),
    body: JSON.stringify(input.outcome),
  });
  await noticeChangeOfOrder(
    { tx, publicUrl: context.publicUrl, now },
    current,
    noticeOf(decision, attempt.id),
  );
  return { decision, attempt: changed ?? attempt, orderStatus: current.status as OrderState };
};

/**
 * Settles one provider outcome in its own transaction, then delivers the buyer's socket message.
 * Safe to call any number of times with the same outcome: only the first changes anything.
 */
export const settleAttempt = async (deps: PaymentDeps, input: SettleInput, now: Date = new Date()) => {
  const settled = await deps.db.transaction((tx) => applyOutcome(tx, settleContextOf(deps, now), input));
  if (settled.decision.kind === 'flag')
    deps.log.warn({ attemptId: input.attemptId, reason: settled.decision.reason }, 'payment set aside');
  if (settled.decision.kind !== 'none') deps.relay.kick();
  // Money no order can keep goes back at once where the provider can refund it.
  if (settled.attempt.refundDueAt) await giveBackSetAsideMoney(deps, settled.attempt.id, now);
  return settled;
};

/** The settle context of the app: its address, and which providers refund through a call. */
export const settleContextOf = (deps: PaymentDeps, now: Date): SettleContext => ({
  publicUrl: deps.publicUrl,
  now,
  refundsThroughProvider: (provider) => deps.registry.byName(provider as ProviderName)?.refund !== undefined,
});

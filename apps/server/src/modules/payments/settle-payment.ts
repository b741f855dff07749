import { eq } from 'drizzle-orm';
import type { OrderState } from '@shop/domain/orders/order-states';
import type { AttemptState } from '@shop/domain/payments/attempt-states';
import type { PaymentOutcome } from '@shop/domain/payments/payment-outcome';
import { decideSettlement, type SettlementDecision } from '@shop/domain/payments/settle-decision';
import type { Transaction } from '../../db/database';
import { orders } from '../../db/tables';
import { approveOrder, type OrderActor } from '../orders/order-lifecycle';
import { noticeAdministrators } from './administrator-notices';
import { noticeOrderChange } from './order-notices';
import { appendPaymentLog, lockAttempt, updateAttempt, type AttemptRow } from './payment-attempts.repository';
import type { PaymentDeps } from './payment-deps';
import type { CardDetails } from './payment-provider';

/** Where a provider's word came from; the log and the order event say it. */
export type SettleSource = 'start' | 'notification' | 'inquiry' | 'check' | 'administrator';

export type SettleInput = {
  attemptId: number;
  outcome: PaymentOutcome;
  source: SettleSource;
  actor?: OrderActor;
  cardDetails?: CardDetails | null;
};

export type Settled = { decision: SettlementDecision; attempt: AttemptRow; orderStatus: OrderState };

const PROVIDER_ACTOR: OrderActor = { kind: 'provider', userId: null };

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

/**
 * Applies a provider's outcome to an attempt inside `tx`: the attempt is locked, then its order;
 * the domain decides; the attempt moves, the order is approved through the order state machine
 * (enrolment happens exactly once, there), and the buyer's socket message and mail are queued.
 */
export const applyOutcome = async (
  tx: Transaction,
  context: { publicUrl: string; now: Date },
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
  let orderStatus = order.status as OrderState;
  if (decision.kind === 'settle') {
    await updateAttempt(tx, attempt.id, {
      ...final,
      state: 'succeeded',
      settledAt: now,
      failureCode: null,
      failureMessage: null,
    });
    const reason = `paid: ${attempt.provider} ${attempt.providerRef ?? `attempt ${String(attempt.id)}`}`;
    if (await approveOrder(tx, order.id, input.actor ?? PROVIDER_ACTOR, reason, now))
      orderStatus = 'approved';
  } else if (decision.kind === 'flag') {
    await updateAttempt(tx, attempt.id, { ...final, state: 'flagged', flagReason: decision.reason });
    await noticeAdministrators({ tx, ...context }, { kind: 'payment_set_aside', attemptId: attempt.id });
  } else if (decision.to === 'pending') {
    await updateAttempt(tx, attempt.id, { state: 'pending', updatedAt: now, ...card });
  } else {
    const failure =
      input.outcome.kind === 'failed'
        ? { failureCode: input.outcome.code, failureMessage: input.outcome.message }
        : { failureCode: 'payment_expired', failureMessage: 'expired' };
    await updateAttempt(tx, attempt.id, { ...final, state: decision.to, ...failure });
  }
  await appendPaymentLog(tx, {
    attemptId: attempt.id,
    provider: attempt.provider,
    kind: 'decision',
    summary: describeDecision(decision, input.source),
    body: JSON.stringify(input.outcome),
  });
  await noticeOrderChange({ tx, publicUrl: context.publicUrl, now }, order.id, {
    kind: decision.kind === 'settle' ? 'approved' : 'update',
  });
  const [updated] = await tx.select().from(orders).where(eq(orders.id, order.id));
  const fresh = await lockAttempt(tx, attempt.id);
  return { decision, attempt: fresh ?? attempt, orderStatus: (updated?.status ?? orderStatus) as OrderState };
};

/**
 * Settles one provider outcome in its own transaction, then delivers the buyer's socket message.
 * Safe to call any number of times with the same outcome: only the first changes anything.
 */
export const settleAttempt = async (deps: PaymentDeps, input: SettleInput, now: Date = new Date()) => {
  const settled = await deps.db.transaction((tx) =>
    applyOutcome(tx, { publicUrl: deps.publicUrl, now }, input),
  );
  if (settled.decision.kind === 'flag')
    deps.log.warn(
      { attemptId: input.attemptId, reason: settled.decision.reason },
      'payment flagged for an administrator',
    );
  if (settled.decision.kind !== 'none') deps.relay.kick();
  return settled;
};

import type { AttemptState } from '../payments/attempt-states';
import { REJECTED_BY_ADMIN } from '../payments/transfer-report-standing';
import type { OrderState } from './order-states';

/** What a buyer reads in an order's history, one kind per step. */
export const ORDER_HISTORY_KINDS = [
  'created',
  'paymentReported',
  'transferRejected',
  'awaitingApproval',
  'paid',
  'paymentFailed',
  'rejected',
  'cancelledByBuyer',
  'expired',
  'cancelledByShop',
  'refunded',
] as const;
export type OrderHistoryKind = (typeof ORDER_HISTORY_KINDS)[number];

/** One step of an order's history. `reason` is a text the buyer was told, or a failure code. */
export type OrderHistoryStep = {
  kind: OrderHistoryKind;
  at: Date;
  reason: string | null;
  amount: number | null;
};

/** A recorded change of the order's state (the order state machine writes one per move). */
export type OrderStateChange = {
  /** The state the order left; null for its creation. */
  fromState: OrderState | null;
  toState: OrderState;
  actor: 'system' | 'user' | 'admin' | 'provider';
  reason: string;
  at: Date;
};

/** A refund given on the order: its amount and the reason the buyer was mailed. */
export type OrderRefundRecord = { amount: number; reason: string; at: Date };

/** An attempt to pay the order, as far as its buyer may know it. */
export type OrderAttemptRecord = { state: AttemptState; failureCode: string | null; settledAt: Date | null };

const cancellationKind = (actor: OrderStateChange['actor']): OrderHistoryKind => {
  if (actor === 'user') return 'cancelledByBuyer';
  // The sweeper cancels an order whose time to pay ran out.
  if (actor === 'system') return 'expired';
  return 'cancelledByShop';
};

const stepOfChange = (change: OrderStateChange): OrderHistoryStep => {
  const step = { at: change.at, reason: null, amount: null };
  switch (change.toState) {
    case 'notYetReceived':
      // Back to unpaid from a review: the shop did not accept the reported transfer, for this reason.
      return change.fromState === 'pendingApproved'
        ? { ...step, kind: 'transferRejected', reason: change.reason.trim() || null }
        : { ...step, kind: 'created' };
    case 'pendingApproved':
      // The buyer reports a transfer; a free plan that needs approval is put there by the shop.
      return { ...step, kind: change.actor === 'user' ? 'paymentReported' : 'awaitingApproval' };
    case 'approved':
      return { ...step, kind: 'paid' };
    case 'rejected':
      // An administrator's reason for rejecting is the one the buyer was mailed.
      return { ...step, kind: 'rejected', reason: change.reason.trim() || null };
    case 'cancelled':
      return { ...step, kind: cancellationKind(change.actor) };
  }
};

/** A provider's refusal; a rejection by the shop is told by the order's own rejected step. */
const isFailedAttempt = (attempt: OrderAttemptRecord): attempt is OrderAttemptRecord & { settledAt: Date } =>
  (attempt.state === 'failed' || attempt.state === 'expired') &&
  attempt.settledAt !== null &&
  attempt.failureCode !== REJECTED_BY_ADMIN;

/**
 * An order's history as its buyer reads it, oldest first: each change of its state in words the
 * buyer knows (an expiry is not a cancellation by them), each payment a provider refused, and
 * each refund. Steps at the same moment keep the order they were given in.
 */
export const orderHistoryOf = (records: {
  changes: readonly OrderStateChange[];
  attempts: readonly OrderAttemptRecord[];
  refunds: readonly OrderRefundRecord[];
}): OrderHistoryStep[] =>
  [
    ...records.changes.map(stepOfChange),
    ...records.attempts.filter(isFailedAttempt).map((attempt): OrderHistoryStep => ({
      kind: 'paymentFailed',
      at: attempt.settledAt,
      // A QR or a provider page left to run out has no provider code: it is told as run out.
      reason: attempt.failureCode ?? (attempt.state === 'expired' ? 'payment_expired' : null),
      amount: null,
    })),
    ...records.refunds.map((refund): OrderHistoryStep => ({
      kind: 'refunded',
      at: refund.at,
      reason: refund.reason.trim() || null,
      amount: refund.amount,
    })),
  ].sort((a, b) => a.at.getTime() - b.at.getTime());

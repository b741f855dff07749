import { and, desc, eq } from 'drizzle-orm';
import { ErrorCode } from '@shop/domain/errors/error-codes';
import { payUntil } from '@shop/domain/orders/pay-until';
import { REJECTED_BY_ADMIN } from '@shop/domain/payments/transfer-report-standing';
import type { Transaction } from '../../../db/database';
import { orders, paymentAttempts } from '../../../db/tables';
import { AppError } from '../../../lib/app-error';
import type { SessionUserRow } from '../../../plugins/session';
import { recordAudit } from '../../audit/index';
import { approveOrder, detailOf, rejectOrder, reopenForPayment, type OrderActor } from '../../orders/index';
import { noticeOrderChange } from '../order-notices';
import { appendPaymentLog, updateAttempt, type AttemptRow } from '../payment-attempts.repository';
import type { PaymentDeps } from '../payment-deps';
import { applyOutcome, type SettleSource } from '../settle-payment';
import { readSettingsDocument, parseSettings } from '../../settings/index';
const notWaiting = () =>
  new AppError(ErrorCode.ORDER_NOT_PENDING, { message: 'The order is not waiting for a review' });

/** The order locked, with its open bank-transfer attempt (none for a free plan that needs approval). */
const lockForReview = async (tx: Transaction, orderId: number) => {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  if (!order) throw new AppError(ErrorCode.NOT_FOUND, { message: 'No such order' });
  if (order.status !== 'pendingApproved') throw notWaiting();
  const [attempt] = await tx
    .select()
    .from(paymentAttempts)
    .where(
      and(
        eq(paymentAttempts.orderId, orderId),
        eq(paymentAttempts.state, 'pending'),
        eq(paymentAttempts.provider, 'bank_transfer'),
      ),
    )
    .orderBy(desc(paymentAttempts.id))
    .limit(1);
  return { order, attempt: attempt ?? null };
};

/** One review in a transaction, audited; then the buyer's socket message, and the order as it now is. */
const review = async (
  deps: PaymentDeps,
  audit: { adminId: number | null; action: 'order.approve' | 'order.reject'; reason: string },
  orderId: number,
  decide: (tx: Transaction) => Promise<void>,
) => {
  await deps.db.transaction(async (tx) => {
    const [before] = await tx.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId));
    await decide(tx);
    const [after] = await tx.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId));
    await recordAudit(tx, {
      actorUserId: audit.adminId,
      action: audit.action,
      entityType: 'order',
      entityId: orderId,
      before: before ?? null,
      after: { ...after, reason: audit.reason },
    });
  });
  deps.relay.kick();
  const [order] = await deps.db.select().from(orders).where(eq(orders.id, orderId));
  if (!order) throw new AppError(ErrorCode.NOT_FOUND, { message: 'No such order' });
  return detailOf(deps.db, order);
};

/** Who approves an order waiting for review, and how the attempt's log names it. */
type Approval = { actor: OrderActor; source: SettleSource; reason: string };

/**
 * The one approval of an order waiting for review, whoever approves it: a reported transfer
 * settles its attempt for the order's amount (enrolling the buyer through the order state
 * machine), a free plan is approved as it is. The buyer is mailed and their page updates.
 */
const approveWaitingOrder = async (
  tx: Transaction,
  context: { deps: PaymentDeps; now: Date },
  orderId: number,
  approval: Approval,
) => {
  const { deps, now } = context;
  const { order, attempt } = await lockForReview(tx, orderId);
  if (attempt) {
    await applyOutcome(
      tx,
      { publicUrl: deps.publicUrl, now },
      {
        attemptId: attempt.id,
        outcome: { kind: 'succeeded', amount: order.total, currency: order.currency },
        source: approval.source,
        actor: approval.actor,
      },
    );
    return;
  }
  if (!(await approveOrder(tx, order.id, approval.actor, approval.reason, now))) throw notWaiting();
  await noticeOrderChange({ tx, publicUrl: deps.publicUrl, now }, order.id, { kind: 'approved' });
};

/** An administrator accepts an order waiting for review (a reported transfer or a free plan). */
export const approveReviewedOrder = (
  deps: PaymentDeps,
  admin: SessionUserRow,
  orderId: number,
  reason: string,
  now = new Date(),
) =>
  review(deps, { adminId: admin.id, action: 'order.approve', reason }, orderId, (tx) =>
    approveWaitingOrder(tx, { deps, now }, orderId, {
      actor: { kind: 'admin', userId: admin.id },
      source: 'administrator',
      reason: reason || 'approved by an administrator',
    }),
  );

/** What the order's history and the audit log say of an approval the verification service earned. */
export const APPROVED_BY_VERIFICATION = 'approved by slip verification';

/**
 * The slip-verification service confirmed a reported transfer: the order is approved through the
 * same path as an administrator's approval, recorded as approved by verification (no user).
 */
export const approveByVerification = (
  deps: PaymentDeps,
  orderId: number,
  now: Date,
  /** What else the approval's transaction writes: the verdict on the report. */
  alsoInTransaction: (tx: Transaction) => Promise<unknown>,
) =>
  review(
    deps,
    { adminId: null, action: 'order.approve', reason: APPROVED_BY_VERIFICATION },
    orderId,
    async (tx) => {
      await approveWaitingOrder(tx, { deps, now }, orderId, {
        actor: { kind: 'system', userId: null },
        source: 'verification',
        reason: APPROVED_BY_VERIFICATION,
      });
      await alsoInTransaction(tx);
    },
  );

/**
 * A reported transfer the administrator does not accept: the report's attempt fails with the
 * reason, and the order waits for a payment again with a fresh time to pay, keeping its seats,
 * stock and coupon uses. The buyer is mailed the reason and reports again.
 */
const sendTransferBack = async (
  tx: Transaction,
  context: { deps: PaymentDeps; admin: SessionUserRow; reason: string; now: Date },
  orderId: number,
  attempt: AttemptRow,
) => {
  const { deps, admin, reason, now } = context;
  await updateAttempt(tx, attempt.id, {
    state: 'failed',
    failureCode: REJECTED_BY_ADMIN,
    failureMessage: reason,
    nextInquiryAt: null,
    updatedAt: now,
  });
  await appendPaymentLog(tx, {
    attemptId: attempt.id,
    provider: attempt.provider,
    kind: 'decision',
    summary: `rejected by administrator ${String(admin.id)}`,
    body: reason,
  });
  // Read in the transaction: on PGlite a read outside it would wait for it to end.
  const settings = parseSettings(await readSettingsDocument(tx));
  const actor = { kind: 'admin' as const, userId: admin.id };
  if (!(await reopenForPayment(tx, orderId, actor, reason, now, payUntil(now, settings.auto_cancel))))
    throw notWaiting();
  await noticeOrderChange({ tx, publicUrl: deps.publicUrl, now }, orderId, {
    kind: 'transfer_rejected',
    attemptId: attempt.id,
    reason,
  });
};

/**
 * An administrator refuses what waits for review, with the reason the buyer is mailed: a reported
 * transfer goes back to the buyer to report again (the order is not rejected); a free plan that
 * needs approval is rejected, giving its seats back.
 */
export const rejectReviewedOrder = (
  deps: PaymentDeps,
  admin: SessionUserRow,
  orderId: number,
  reason: string,
  now = new Date(),
) =>
  review(deps, { adminId: admin.id, action: 'order.reject', reason }, orderId, async (tx) => {
    const { order, attempt } = await lockForReview(tx, orderId);
    if (attempt) {
      await sendTransferBack(tx, { deps, admin, reason, now }, order.id, attempt);
      return;
    }
    if (!(await rejectOrder(tx, order.id, { kind: 'admin', userId: admin.id }, reason, now)))
      throw notWaiting();
    await noticeOrderChange({ tx, publicUrl: deps.publicUrl, now }, order.id, { kind: 'rejected', reason });
  });

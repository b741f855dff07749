import { eq } from 'drizzle-orm';
import { ORDER_UPDATED_EVENT, type OrderUpdatedEvent } from '@shop/contract/realtime/order-updated';
import { formatAmount } from '@shop/domain/money/format-amount';
import type { OrderState } from '@shop/domain/orders/order-states';
import { bangkokDateAndTime } from '@shop/domain/payments/transfer-time';
import type { Transaction } from '../../db/database';
import { orderLines, users } from '../../db/tables';
import { findOrder, type OrderRow } from '../orders/index';
import {
  enqueueMail,
  orderApprovedMail,
  orderRejectedMail,
  paymentReceivedMail,
  transferRejectedMail,
  type OrderMailFacts,
  extraPaymentReceivedMail,
  extraPaymentRefundedMail,
} from '../mail/index';
import { enqueueOrderLineMessage, type OrderLineTopic } from '../line-messages/index';
import { enqueueRealtime } from '../realtime/index';
import { readSettingsDocument, parseSettings } from '../settings/index';
import { toAttemptSummary } from './attempt-view';
import { findAttempt, findLatestAttempts, type AttemptRow } from './payment-attempts.repository';

/**
 * What changed, for the buyer's mail: nothing to mail, a reported payment, approval, rejection
 * of the order, or a reported transfer the shop did not accept (the order waits for another).
 */
export type OrderNotice =
  | { kind: 'update' }
  | { kind: 'payment_received'; attemptId: number; transferText: string }
  | { kind: 'approved' }
  | { kind: 'rejected'; reason: string }
  | { kind: 'transfer_rejected'; attemptId: number; reason: string }
  /** A payment arrived that the order cannot take; it goes back (automatically or by the shop). */
  | { kind: 'extra_payment_received'; attemptId: number }
  | { kind: 'extra_payment_refunded'; attemptId: number };

export type NoticeContext = { tx: Transaction; publicUrl: string; now: Date };

const mailFacts = async (ctx: NoticeContext, order: OrderRow): Promise<OrderMailFacts | null> => {
  const orderId = order.id;
  const [buyer] = await ctx.tx
    .select({ email: users.email, firstname: users.firstname, username: users.username })
    .from(users)
    .where(eq(users.id, order.userId));
  if (!buyer) return null;
  const lines = await ctx.tx
    .select({ title: orderLines.courseTitle })
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId));
  // Read in the transaction: on PGlite a read outside it would wait for it to end.
  const settings = parseSettings(await readSettingsDocument(ctx.tx));
  const currency = order.currency === 'USD' ? 'USD' : 'THB';
  return {
    to: order.contactEmail || buyer.email,
    name: buyer.firstname || buyer.username,
    shopTitle: settings.title,
    orderId,
    amountText: `${formatAmount(order.total, currency, 'en')} ${currency}`,
    courses: lines.map((line) => line.title),
    ordersLink: `${ctx.publicUrl}/myaccount/student/order`,
  };
};

const payUntilText = (order: OrderRow) => {
  if (!order.cancelAt) return '-';
  const { date, time } = bangkokDateAndTime(order.cancelAt);
  return `${date} ${time}`;
};

const mailOf = (
  ctx: NoticeContext,
  notice: OrderNotice,
  facts: OrderMailFacts,
  order: OrderRow,
  attempt: AttemptRow | null,
) => {
  switch (notice.kind) {
    case 'extra_payment_received':
      return {
        message: extraPaymentReceivedMail({ ...facts, isRefundedByProvider: attempt?.refundDueAt != null }),
        key: `extra_payment_received:${String(notice.attemptId)}`,
      };
    case 'extra_payment_refunded':
      return {
        message: extraPaymentRefundedMail(facts),
        key: `extra_payment_refunded:${String(notice.attemptId)}`,
      };
    case 'payment_received':
      return {
        message: paymentReceivedMail({ ...facts, transferText: notice.transferText }),
        key: `payment_received:${String(notice.attemptId)}`,
      };
    case 'approved':
      return { message: orderApprovedMail(facts), key: `order_approved:${String(facts.orderId)}` };
    case 'rejected':
      return {
        message: orderRejectedMail({ ...facts, reason: notice.reason }),
        key: `order_rejected:${String(facts.orderId)}`,
      };
    case 'transfer_rejected':
      return {
        message: transferRejectedMail({
          ...facts,
          reason: notice.reason,
          reportAgainLink: `${ctx.publicUrl}/cart/${String(facts.orderId)}`,
          payUntil: payUntilText(order),
        }),
        key: `transfer_rejected:${String(notice.attemptId)}`,
      };
    case 'update':
      return null;
  }
};

/**
 * Inside the transaction that changed an order or its payment: the `order:updated` message for
 * the buyer's sockets and, where the change deserves one, the buyer's mail. Both leave only after
 * the commit (the outbox); each mail has a key, so it is sent at most once per order and report.
 */
export const noticeOrderChange = async (ctx: NoticeContext, orderId: number, notice: OrderNotice) => {
  const order = await findOrder(ctx.tx, orderId);
  if (order) await noticeChangeOfOrder(ctx, order, notice);
};

/**
 * As `noticeOrderChange`, for an order the caller already holds as it now is (locked or updated
 * in `ctx.tx`), so the order row is not read again.
 */
export const noticeChangeOfOrder = async (ctx: NoticeContext, order: OrderRow, notice: OrderNotice) => {
  const orderId = order.id;
  const latest = (await findLatestAttempts(ctx.tx, [orderId])).get(orderId);
  const event: OrderUpdatedEvent = {
    orderId,
    order_token: order.orderToken,
    payment_status: order.status as OrderState,
    latest_payment: latest ? toAttemptSummary(latest) : null,
  };
  await enqueueRealtime(
    ctx.tx,
    { userId: order.userId, event: ORDER_UPDATED_EVENT, payload: event },
    ctx.now,
  );
  const facts = notice.kind === 'update' ? null : await mailFacts(ctx, order);
  const attempt =
    notice.kind === 'extra_payment_received' ? await findAttempt(ctx.tx, notice.attemptId) : null;
  const mail = facts ? mailOf(ctx, notice, facts, order, attempt) : null;
  if (mail) await enqueueMail(ctx.tx, mail.message, ctx.now, mail.key);
  const topic = LINE_TOPICS[notice.kind];
  if (facts && mail && topic)
    await enqueueOrderLineMessage(ctx.tx, {
      userId: order.userId,
      topic,
      facts: { ...facts, ...('reason' in notice ? { reason: notice.reason } : {}) },
      key: mail.key,
      now: ctx.now,
    });
};

/** The changes a student also hears of on LINE (when they allow it): paid, approved, rejected. */
const LINE_TOPICS: Record<OrderNotice['kind'], OrderLineTopic | null> = {
  update: null,
  payment_received: 'paid',
  approved: 'approved',
  rejected: 'rejected',
  transfer_rejected: null,
  extra_payment_received: null,
  extra_payment_refunded: null,
};

/** The payment-received mail of an attempt again (spec 2's notification call); false when already queued. */
export const queuePaymentReceivedMail = async (
  ctx: NoticeContext,
  orderId: number,
  attemptId: number,
  transferText: string,
): Promise<boolean> => {
  const order = await findOrder(ctx.tx, orderId);
  const facts = order ? await mailFacts(ctx, order) : null;
  if (!facts) return false;
  return enqueueMail(
    ctx.tx,
    paymentReceivedMail({ ...facts, transferText }),
    ctx.now,
    `payment_received:${String(attemptId)}`,
  );
};

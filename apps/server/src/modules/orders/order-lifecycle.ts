import { and, eq, inArray } from 'drizzle-orm';
import {
  grantsAccess,
  ORDER_TRANSITIONS,
  releasesReservations,
  type OrderState,
} from '@shop/domain/orders/order-states';
import type { Transaction } from '../../db/database';
import { orderLines, orders } from '../../db/tables';
import { queueBookCart } from '../book-partner/index';
import { enrolOrderLines } from '../learning/index';
import { paidOrderDocumentPort } from './document-ports';
import { insertOrderEvent, type OrderRow } from './orders.repository';
import { releaseReservations } from './order-reservations';

export type OrderActor = { kind: 'system' | 'user' | 'admin' | 'provider'; userId: number | null };

/** One enrolment per course line, with the access window of the plan bought. Products get none. */
const grantEnrolments = async (tx: Transaction, orderId: number, userId: number, now: Date) => {
  const lines = await tx.select().from(orderLines).where(eq(orderLines.orderId, orderId));
  await enrolOrderLines(tx, { orderId, userId, lines }, now);
};

/**
 * Moves an order, whose row the caller has locked (FOR UPDATE) in `tx`, into `to` from the states
 * the domain allows, records the event, and does what entering that state means (enrol, or give
 * back reservations), handing the order as it now is to each step instead of each reading it
 * again. Zero rows changed means the move is not allowed from where the order is: nothing happens
 * and it answers null; otherwise the order as it now is.
 */
export const moveLockedOrder = async (
  tx: Transaction,
  locked: OrderRow,
  to: OrderState,
  actor: OrderActor,
  reason: string,
  now: Date,
  /** Back to notYetReceived: the new end of the time to pay. */
  payUntil: Date | null = null,
): Promise<OrderRow | null> => {
  const [moved] = await tx
    .update(orders)
    .set({
      status: to,
      updatedAt: now,
      ...(to === 'approved' ? { approvedAt: now } : {}),
      ...(to === 'cancelled' ? { cancelledAt: now } : {}),
      ...(to === 'notYetReceived' ? { cancelAt: payUntil } : {}),
    })
    .where(and(eq(orders.id, locked.id), inArray(orders.status, [...ORDER_TRANSITIONS[to]])))
    .returning();
  if (!moved) return null;
  await insertOrderEvent(tx, {
    orderId: moved.id,
    actor: actor.kind,
    actorUserId: actor.userId,
    fromStatus: locked.status,
    toStatus: to,
    reason,
  });
  if (grantsAccess(to)) {
    await grantEnrolments(tx, moved.id, moved.userId, now);
    // An order with a free book owes the partner bookshop one cart call, sent after the commit.
    await queueBookCart(tx, moved, now);
    // Paid now: its tax invoice or receipt is issued, dated and numbered, in this transaction.
    await paidOrderDocumentPort.call(tx, moved, now);
  }
  if (releasesReservations(to)) await releaseReservations(tx, moved.id);
  return moved;
};

/**
 * Moves an order by its id: locks its row, so the event records the state this change really
 * started from, then moves it as `moveLockedOrder` does. Answers false when another change won (a
 * payment and the sweeper at the same moment) or the order does not exist.
 */
export const moveOrder = async (
  tx: Transaction,
  orderId: number,
  to: OrderState,
  actor: OrderActor,
  reason: string,
  now: Date,
  payUntil: Date | null = null,
): Promise<boolean> => {
  const [locked] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  if (!locked) return false;
  return (await moveLockedOrder(tx, locked, to, actor, reason, now, payUntil)) !== null;
};

type Move = (
  tx: Transaction,
  orderId: number,
  actor: OrderActor,
  reason: string,
  now: Date,
) => Promise<boolean>;

/** A provider's confirmation, a free order or an administrator: the buyer is enrolled. */
export const approveOrder: Move = (tx, orderId, actor, reason, now) =>
  moveOrder(tx, orderId, 'approved', actor, reason, now);

/** As `approveOrder`, for an order the caller has locked; answers the order as it now is, or null. */
export const approveLockedOrder = (
  tx: Transaction,
  locked: OrderRow,
  actor: OrderActor,
  reason: string,
  now: Date,
): Promise<OrderRow | null> => moveLockedOrder(tx, locked, 'approved', actor, reason, now);

/** A reported transfer or a free plan that needs approval waits for an administrator. */
export const markPendingApproval: Move = (tx, orderId, actor, reason, now) =>
  moveOrder(tx, orderId, 'pendingApproved', actor, reason, now);

/** An unpaid order past its time or deleted by its buyer; false when it was paid or changed meanwhile. */
export const cancelOrder: Move = (tx, orderId, actor, reason, now) =>
  moveOrder(tx, orderId, 'cancelled', actor, reason, now);

/**
 * An administrator does not accept a reported transfer: the order waits for a payment again, with
 * a fresh time to pay, keeping its seats, stock and coupon uses; the buyer reports again.
 */
export const reopenForPayment = (
  tx: Transaction,
  orderId: number,
  actor: OrderActor,
  reason: string,
  now: Date,
  payUntil: Date,
): Promise<boolean> => moveOrder(tx, orderId, 'notYetReceived', actor, reason, now, payUntil);

/** An administrator refuses an order waiting for approval (a free plan that needs it). */
export const rejectOrder: Move = (tx, orderId, actor, reason, now) =>
  moveOrder(tx, orderId, 'rejected', actor, reason, now);

import { and, desc, eq, gt, inArray, isNull, or } from 'drizzle-orm';
import { accessWindow } from '@shop/domain/access/access-window';
import type { Transaction } from '../../db/database';
import { enrolments, orderLines, orders } from '../../db/tables';
import { insertOrderEvent } from './orders.repository';
import { releaseReservations } from './order-reservations';

export type OrderActor = { kind: 'system' | 'user' | 'admin' | 'provider'; userId: number | null };

type PlanSnapshot = {
  id: number;
  planType: 'Period' | 'Actual' | 'One-Time Payment' | 'Free';
  term: number | null;
  termUnit: 'Year(s)' | 'Month(s)' | 'Day(s)' | 'Hour(s)' | null;
  term2: number | null;
  termUnit2: 'Year(s)' | 'Month(s)' | 'Day(s)' | 'Hour(s)' | null;
};

/**
 * Moves an order between states only from the states given; zero rows means another change won
 * (a payment and the sweeper at the same moment), and nothing else happens.
 */
const transition = async (
  tx: Transaction,
  orderId: number,
  from: readonly string[],
  to: string,
  actor: OrderActor,
  reason: string,
  now: Date,
) => {
  // Locked so the event records the state this change really started from.
  const [before] = await tx
    .select({ status: orders.status })
    .from(orders)
    .where(eq(orders.id, orderId))
    .for('update');
  const changed = await tx
    .update(orders)
    .set({
      status: to,
      updatedAt: now,
      ...(to === 'approved' ? { approvedAt: now } : {}),
      ...(to === 'cancelled' ? { cancelledAt: now } : {}),
    })
    .where(and(eq(orders.id, orderId), inArray(orders.status, [...from])))
    .returning({ id: orders.id, userId: orders.userId });
  const [row] = changed;
  if (!row) return null;
  await insertOrderEvent(tx, {
    orderId,
    actor: actor.kind,
    actorUserId: actor.userId,
    fromStatus: before?.status ?? null,
    toStatus: to,
    reason,
  });
  return row;
};

/** A repeat purchase of a course still open extends from the current end instead of overlapping it. */
const startOfNewAccess = async (tx: Transaction, userId: number, courseId: number, now: Date) => {
  const [current] = await tx
    .select({ expiresAt: enrolments.expiresAt })
    .from(enrolments)
    .where(
      and(
        eq(enrolments.userId, userId),
        eq(enrolments.courseId, courseId),
        eq(enrolments.status, 'active'),
        or(isNull(enrolments.expiresAt), gt(enrolments.expiresAt, now)),
      ),
    )
    .orderBy(desc(enrolments.expiresAt))
    .limit(1);
  return current?.expiresAt && current.expiresAt > now ? current.expiresAt : now;
};

/** One enrolment per course line, with the access window of the plan bought. Products get none. */
const grantEnrolments = async (tx: Transaction, orderId: number, userId: number, now: Date) => {
  const lines = await tx.select().from(orderLines).where(eq(orderLines.orderId, orderId));
  for (const line of lines) {
    if (line.courseType === 'product') continue;
    const plan = line.planSnapshot as PlanSnapshot;
    const window = accessWindow(plan, await startOfNewAccess(tx, userId, line.courseId, now));
    await tx.insert(enrolments).values({
      userId,
      courseId: line.courseId,
      orderId,
      orderLineId: line.id,
      pricingPlanId: line.pricingPlanId,
      planType: plan.planType,
      term: plan.term,
      termUnit: plan.termUnit,
      term2: plan.term2,
      termUnit2: plan.termUnit2,
      startsAt: window.startsAt,
      expiresAt: window.expiresAt,
      learningBudgetMs: window.learningBudgetMs,
    });
  }
};

/** Approves a waiting order and enrols its buyer; false when the order was no longer waiting. */
export const approveOrder = async (
  tx: Transaction,
  orderId: number,
  actor: OrderActor,
  reason: string,
  now: Date,
) => {
  const row = await transition(
    tx,
    orderId,
    ['notYetReceived', 'pendingApproved'],
    'approved',
    actor,
    reason,
    now,
  );
  if (!row) return false;
  await grantEnrolments(tx, orderId, row.userId, now);
  return true;
};

/** Sends a waiting order to an administrator (a reported transfer, a free plan that needs approval). */
export const markPendingApproval = async (
  tx: Transaction,
  orderId: number,
  actor: OrderActor,
  reason: string,
  now: Date,
) => (await transition(tx, orderId, ['notYetReceived'], 'pendingApproved', actor, reason, now)) !== null;

/** Cancels an unpaid order and gives its reservations back; false when it was paid or changed meanwhile. */
export const cancelOrder = async (
  tx: Transaction,
  orderId: number,
  actor: OrderActor,
  reason: string,
  now: Date,
) => {
  const row = await transition(tx, orderId, ['notYetReceived'], 'cancelled', actor, reason, now);
  if (!row) return false;
  await releaseReservations(tx, orderId);
  return true;
};

/** An administrator refuses a payment report; the reservations go back. */
export const rejectOrder = async (
  tx: Transaction,
  orderId: number,
  actor: OrderActor,
  reason: string,
  now: Date,
) => {
  const row = await transition(
    tx,
    orderId,
    ['notYetReceived', 'pendingApproved'],
    'rejected',
    actor,
    reason,
    now,
  );
  if (!row) return false;
  await releaseReservations(tx, orderId);
  return true;
};

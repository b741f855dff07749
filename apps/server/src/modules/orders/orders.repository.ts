import { and, asc, desc, eq, inArray, notExists, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/database';
import { orderCoupons, orderEvents, orderLines, orderRefundLines, orders } from '../../db/tables';

export type OrderRow = typeof orders.$inferSelect;
export type OrderLineRow = typeof orderLines.$inferSelect;

export const findOrder = async (db: Queryable, id: number) => {
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  return row ?? null;
};

export const findOrderOfUser = async (db: Queryable, id: number, userId: number) => {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, id), eq(orders.userId, userId)));
  return row ?? null;
};

export const findOrderByTokenOfUser = async (db: Queryable, token: string, userId: number) => {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.orderToken, token), eq(orders.userId, userId)));
  return row ?? null;
};

export const listOrdersOfUser = (db: Queryable, userId: number) =>
  db
    .select()
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(200);

export const findLinesOfOrders = (db: Queryable, orderIds: number[]) =>
  orderIds.length === 0
    ? Promise.resolve([])
    : db.select().from(orderLines).where(inArray(orderLines.orderId, orderIds)).orderBy(asc(orderLines.id));

export const findCouponsOfOrders = (db: Queryable, orderIds: number[]) =>
  orderIds.length === 0
    ? Promise.resolve([])
    : db.select().from(orderCoupons).where(inArray(orderCoupons.orderId, orderIds));

/** The user's unpaid orders that hold any of these courses. */
export const findUnpaidOrdersWithCourses = (db: Queryable, userId: number, courseIds: number[]) =>
  db
    .selectDistinct({ id: orders.id, cancelAt: orders.cancelAt, courseId: orderLines.courseId })
    .from(orders)
    .innerJoin(orderLines, eq(orderLines.orderId, orders.id))
    .where(
      and(
        eq(orders.userId, userId),
        eq(orders.status, 'notYetReceived'),
        inArray(orderLines.courseId, courseIds),
      ),
    );

/**
 * The latest status per course of the user's orders, cancelled ones and refunded lines aside (a
 * refunded course may be bought again).
 */
export const findLatestStatusByCourse = async (db: Queryable, userId: number, courseIds: number[]) => {
  if (courseIds.length === 0) return new Map<number, string>();
  const rows = await db
    .select({ courseId: orderLines.courseId, status: orders.status })
    .from(orders)
    .innerJoin(orderLines, eq(orderLines.orderId, orders.id))
    .where(
      and(
        eq(orders.userId, userId),
        inArray(orderLines.courseId, courseIds),
        sql`${orders.status} <> 'cancelled'`,
        notExists(
          db
            .select({ id: orderRefundLines.id })
            .from(orderRefundLines)
            .where(eq(orderRefundLines.orderLineId, orderLines.id)),
        ),
      ),
    )
    .orderBy(desc(orders.createdAt), desc(orders.id));
  const latest = new Map<number, string>();
  for (const row of rows) if (!latest.has(row.courseId)) latest.set(row.courseId, row.status);
  return latest;
};

export const insertOrderEvent = async (
  db: Queryable,
  event: {
    orderId: number;
    actor: string;
    actorUserId: number | null;
    fromStatus: string | null;
    toStatus: string;
    reason: string;
  },
) => {
  await db.insert(orderEvents).values(event);
};

export const listOrderEvents = (db: Queryable, orderId: number) =>
  db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId)).orderBy(asc(orderEvents.id));

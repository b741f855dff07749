import { asc, eq, inArray } from 'drizzle-orm';
import type { Queryable } from '../../db/database';
import {
  enrolments,
  orderCoupons,
  orderEvents,
  orderLines,
  orderRefundLines,
  orderRefunds,
  paymentAttemptLogs,
  paymentAttempts,
  promotions,
  shippingFeeOptions,
  users,
} from '../../db/tables';

/** The order's lines, each with the refund that gave it back and the enrolment it granted. */
export const findLinesForAdmin = (db: Queryable, orderId: number) =>
  db
    .select({
      line: orderLines,
      refundId: orderRefundLines.refundId,
      enrolment: { id: enrolments.id, status: enrolments.status },
    })
    .from(orderLines)
    .leftJoin(orderRefundLines, eq(orderRefundLines.orderLineId, orderLines.id))
    .leftJoin(enrolments, eq(enrolments.orderLineId, orderLines.id))
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.id));

export const findCouponsForAdmin = (db: Queryable, orderId: number) =>
  db.select().from(orderCoupons).where(eq(orderCoupons.orderId, orderId)).orderBy(asc(orderCoupons.couponId));

export const findPromotionTitle = async (db: Queryable, promotionId: number) =>
  (await db.select({ title: promotions.title }).from(promotions).where(eq(promotions.id, promotionId)))[0]
    ?.title ?? null;

export const findShippingOption = async (db: Queryable, optionId: number) =>
  (
    await db
      .select({ id: shippingFeeOptions.id, name: shippingFeeOptions.name })
      .from(shippingFeeOptions)
      .where(eq(shippingFeeOptions.id, optionId))
  )[0] ?? null;

/** Every attempt to pay the order, oldest first, and every log row of them. */
export const findPaymentsForAdmin = async (db: Queryable, orderId: number) => {
  const attempts = await db
    .select()
    .from(paymentAttempts)
    .where(eq(paymentAttempts.orderId, orderId))
    .orderBy(asc(paymentAttempts.id));
  const logs =
    attempts.length === 0
      ? []
      : await db
          .select()
          .from(paymentAttemptLogs)
          .where(
            inArray(
              paymentAttemptLogs.attemptId,
              attempts.map((attempt) => attempt.id),
            ),
          )
          .orderBy(asc(paymentAttemptLogs.id));
  return { attempts, logs };
};

const actorColumns = {
  id: users.id,
  username: users.username,
  firstname: users.firstname,
  lastname: users.lastname,
};

export const findEventsForAdmin = (db: Queryable, orderId: number) =>
  db
    .select({ event: orderEvents, actor: actorColumns })
    .from(orderEvents)
    .leftJoin(users, eq(users.id, orderEvents.actorUserId))
    .where(eq(orderEvents.orderId, orderId))
    .orderBy(asc(orderEvents.id));

/** The order's refunds with who made them, and their lines with the course each was for. */
export const findRefundsForAdmin = async (db: Queryable, orderId: number) => {
  const refunds = await db
    .select({ refund: orderRefunds, creator: actorColumns })
    .from(orderRefunds)
    .leftJoin(users, eq(users.id, orderRefunds.createdByUserId))
    .where(eq(orderRefunds.orderId, orderId))
    .orderBy(asc(orderRefunds.id));
  const lines =
    refunds.length === 0
      ? []
      : await db
          .select({ line: orderRefundLines, courseTitle: orderLines.courseTitle })
          .from(orderRefundLines)
          .innerJoin(orderLines, eq(orderLines.id, orderRefundLines.orderLineId))
          .where(
            inArray(
              orderRefundLines.refundId,
              refunds.map(({ refund }) => refund.id),
            ),
          )
          .orderBy(asc(orderRefundLines.id));
  return { refunds, lines };
};

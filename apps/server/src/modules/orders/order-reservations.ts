import { and, eq, gte, isNotNull, lt, notInArray, or, isNull, sql } from 'drizzle-orm';
import { ErrorCode } from '@shop/domain/errors/error-codes';
import type { Transaction } from '../../db/database';
import { coupons, courses, orderCoupons, orderLines, orderRefunds, orders } from '../../db/tables';
import { AppError } from '../../lib/app-error';

export type Reservation = { courseId: number; seatTaken: boolean; stockTaken: number };

type LineToReserve = { courseId: number; quantity: number; hasSeats: boolean; hasStock: boolean };

/**
 * Takes a seat and the stock of each line, in course-id order so two buyers never wait on each
 * other in a cycle. Each take is one conditional update: zero rows means none was left.
 */
export const reserveLines = async (
  tx: Transaction,
  lines: readonly LineToReserve[],
): Promise<Reservation[]> => {
  const reservations: Reservation[] = [];
  for (const line of [...lines].sort((a, b) => a.courseId - b.courseId)) {
    let seatTaken = false;
    let stockTaken = 0;
    if (line.hasSeats) {
      const taken = await tx
        .update(courses)
        .set({ seatsTaken: sql`${courses.seatsTaken} + 1` })
        .where(
          and(
            eq(courses.id, line.courseId),
            isNotNull(courses.seatsTotal),
            lt(courses.seatsTaken, courses.seatsTotal),
          ),
        )
        .returning({ id: courses.id });
      if (taken.length === 0)
        throw new AppError(ErrorCode.SOLD_OUT, {
          message: 'No seat left',
          result: [{ code: ErrorCode.SOLD_OUT, courseId: line.courseId }],
        });
      seatTaken = true;
    }
    if (line.hasStock) {
      const taken = await tx
        .update(courses)
        .set({ availableQty: sql`${courses.availableQty} - ${line.quantity}` })
        .where(and(eq(courses.id, line.courseId), gte(courses.availableQty, line.quantity)))
        .returning({ id: courses.id });
      if (taken.length === 0) {
        throw new AppError(ErrorCode.OUT_OF_STOCK, {
          message: 'Not enough in stock',
          result: [{ code: ErrorCode.OUT_OF_STOCK, courseId: line.courseId }],
        });
      }
      stockTaken = line.quantity;
    }
    reservations.push({ courseId: line.courseId, seatTaken, stockTaken });
  }
  return reservations;
};

/**
 * Takes one use of each coupon, in id order; a coupon with no use left refuses the order, and so
 * does one the buyer already used as often as its `usage_limit_per_user` allows (counted once the
 * coupon row is locked by the take, so two orders of one buyer cannot both pass).
 */
export const reserveCoupons = async (
  tx: Transaction,
  used: readonly { id: number; code: string }[],
  buyerId: number,
) => {
  for (const coupon of [...used].sort((a, b) => a.id - b.id)) {
    const [taken] = await tx
      .update(coupons)
      .set({ usedCount: sql`${coupons.usedCount} + 1` })
      .where(
        and(
          eq(coupons.id, coupon.id),
          or(isNull(coupons.usageLimit), lt(coupons.usedCount, coupons.usageLimit)),
        ),
      )
      .returning({ id: coupons.id, usageLimitPerUser: coupons.usageLimitPerUser });
    const perUser = taken?.usageLimitPerUser ?? null;
    if (!taken || (perUser !== null && (await buyerCouponUses(tx, coupon.id, buyerId)) >= perUser)) {
      throw new AppError(ErrorCode.COUPON_NOT_AVAILABLE, {
        message: 'The coupon has no use left',
        result: [{ code: ErrorCode.COUPON_NOT_AVAILABLE, couponCode: coupon.code }],
      });
    }
  }
};

/** Uses of a coupon the buyer's orders still hold: not cancelled or rejected, nor given back by a refund. */
const buyerCouponUses = async (tx: Transaction, couponId: number, buyerId: number) => {
  const [row] = await tx
    .select({ uses: sql<number>`count(*)::int` })
    .from(orderCoupons)
    .innerJoin(orders, eq(orders.id, orderCoupons.orderId))
    .where(
      and(
        eq(orderCoupons.couponId, couponId),
        eq(orders.userId, buyerId),
        notInArray(orders.status, ['cancelled', 'rejected']),
        sql`NOT EXISTS (SELECT 1 FROM ${orderRefunds} WHERE ${orderRefunds.orderId} = ${orders.id} AND ${orderRefunds.couponUsesReturned})`,
      ),
    );
  return row?.uses ?? 0;
};

/** Gives back exactly what the order took: its seats, its stock and its coupon uses. */
export const releaseReservations = async (tx: Transaction, orderId: number) => {
  const lines = await tx.select().from(orderLines).where(eq(orderLines.orderId, orderId));
  for (const line of [...lines].sort((a, b) => a.courseId - b.courseId)) {
    if (line.seatTaken) {
      await tx
        .update(courses)
        .set({ seatsTaken: sql`greatest(${courses.seatsTaken} - 1, 0)` })
        .where(eq(courses.id, line.courseId));
    }
    if (line.stockTaken > 0) {
      await tx
        .update(courses)
        .set({ availableQty: sql`${courses.availableQty} + ${line.stockTaken}` })
        .where(and(eq(courses.id, line.courseId), isNotNull(courses.availableQty)));
    }
  }
  const used = await tx.select().from(orderCoupons).where(eq(orderCoupons.orderId, orderId));
  for (const coupon of [...used].sort((a, b) => a.couponId - b.couponId)) {
    await tx
      .update(coupons)
      .set({ usedCount: sql`greatest(${coupons.usedCount} - 1, 0)` })
      .where(eq(coupons.id, coupon.couponId));
  }
};

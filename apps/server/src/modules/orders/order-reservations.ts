import { and, asc, eq, notInArray, sql } from 'drizzle-orm';
import { ErrorCode } from '@shop/domain/errors/error-codes';
import type { Transaction } from '../../db/database';
import { orderCoupons, orderLines, orderRefunds, orders } from '../../db/tables';
import { AppError } from '../../lib/app-error';
import {
  giveBackCouponUse,
  giveBackSeats,
  giveBackStock,
  takeCouponUse,
  takeSeat,
  takeStock,
} from '../catalogue/index';

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
      if (!(await takeSeat(tx, line.courseId)))
        throw new AppError(ErrorCode.SOLD_OUT, {
          message: 'No seat left',
          result: [{ code: ErrorCode.SOLD_OUT, courseId: line.courseId }],
        });
      seatTaken = true;
    }
    if (line.hasStock) {
      if (!(await takeStock(tx, line.courseId, line.quantity))) {
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
    const taken = await takeCouponUse(tx, coupon.id);
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

/**
 * What goes back to the shop: one seat for each course listed (a course listed twice gets two),
 * units of stock per course, and whether the order's coupon uses go back to their coupons.
 */
export type GiveBack = {
  seatCourseIds: readonly number[];
  stock: readonly { courseId: number; quantity: number }[];
  couponUses: boolean;
};

/**
 * The one give-back of cancel, reject and refund: seats and stock course by course in course-id
 * order, then coupon uses in coupon-id order, the order in which they are taken, so a give-back
 * and a purchase never wait on each other in a cycle. A seat never goes below zero; stock returns
 * only to a course that counts it. Answers the ids of the coupons given a use back.
 */
export const giveBackReservations = async (
  tx: Transaction,
  orderId: number,
  giveBack: GiveBack,
): Promise<number[]> => {
  const courseIds = new Set([...giveBack.seatCourseIds, ...giveBack.stock.map((item) => item.courseId)]);
  for (const courseId of [...courseIds].sort((a, b) => a - b)) {
    const seats = giveBack.seatCourseIds.filter((id) => id === courseId).length;
    if (seats > 0) await giveBackSeats(tx, courseId, seats);
    const units = giveBack.stock
      .filter((item) => item.courseId === courseId)
      .reduce((sum, item) => sum + item.quantity, 0);
    if (units > 0) await giveBackStock(tx, courseId, units);
  }
  if (!giveBack.couponUses) return [];
  const used = await tx
    .select({ couponId: orderCoupons.couponId })
    .from(orderCoupons)
    .where(eq(orderCoupons.orderId, orderId))
    .orderBy(asc(orderCoupons.couponId));
  for (const { couponId } of used) await giveBackCouponUse(tx, couponId);
  return used.map((row) => row.couponId);
};

/** A cancelled or rejected order gives back exactly what it took: its seats, its stock and its coupon uses. */
export const releaseReservations = async (tx: Transaction, orderId: number) => {
  const lines = await tx
    .select({
      courseId: orderLines.courseId,
      seatTaken: orderLines.seatTaken,
      stockTaken: orderLines.stockTaken,
    })
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId));
  await giveBackReservations(tx, orderId, {
    seatCourseIds: lines.filter((line) => line.seatTaken).map((line) => line.courseId),
    stock: lines
      .filter((line) => line.stockTaken > 0)
      .map((line) => ({ courseId: line.courseId, quantity: line.stockTaken })),
    couponUses: true,
  });
};

import { and, eq, gte, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/database';
import { coupons, courses } from '../../db/tables';

// The counters an order takes from and gives back to the catalogue: a course's seats and stock, a
// coupon's uses. The orders module decides when (and in which order, to avoid waits in a cycle);
// these are the catalogue's writes, each one conditional update.

/** Takes one seat of a course that counts seats; false when none is left. */
export const takeSeat = async (tx: Transaction, courseId: number): Promise<boolean> => {
  const taken = await tx
    .update(courses)
    .set({ seatsTaken: sql`${courses.seatsTaken} + 1` })
    .where(
      and(
        eq(courses.id, courseId),
        isNotNull(courses.seatsTotal),
        lt(courses.seatsTaken, courses.seatsTotal),
      ),
    )
    .returning({ id: courses.id });
  return taken.length > 0;
};

/** Takes units of a course's stock; false when fewer are left. */
export const takeStock = async (tx: Transaction, courseId: number, quantity: number): Promise<boolean> => {
  const taken = await tx
    .update(courses)
    .set({ availableQty: sql`${courses.availableQty} - ${quantity}` })
    .where(and(eq(courses.id, courseId), gte(courses.availableQty, quantity)))
    .returning({ id: courses.id });
  return taken.length > 0;
};

/**
 * Takes one use of a coupon, locking its row; null when it has no use left, otherwise its limit
 * per buyer for the caller to check while the row is locked.
 */
export const takeCouponUse = async (tx: Transaction, couponId: number) => {
  const [taken] = await tx
    .update(coupons)
    .set({ usedCount: sql`${coupons.usedCount} + 1` })
    .where(
      and(
        eq(coupons.id, couponId),
        or(isNull(coupons.usageLimit), lt(coupons.usedCount, coupons.usageLimit)),
      ),
    )
    .returning({ usageLimitPerUser: coupons.usageLimitPerUser });
  return taken ?? null;
};

/** Gives seats back to a course; a seat count never goes below zero. */
export const giveBackSeats = async (tx: Transaction, courseId: number, seats: number) => {
  await tx
    .update(courses)
    .set({ seatsTaken: sql`greatest(${courses.seatsTaken} - ${seats}, 0)` })
    .where(eq(courses.id, courseId));
};

/** Gives units of stock back, only to a course that counts stock. */
export const giveBackStock = async (tx: Transaction, courseId: number, units: number) => {
  await tx
    .update(courses)
    .set({ availableQty: sql`${courses.availableQty} + ${units}` })
    .where(and(eq(courses.id, courseId), isNotNull(courses.availableQty)));
};

/** Gives one use back to a coupon; its count never goes below zero. */
export const giveBackCouponUse = async (tx: Transaction, couponId: number) => {
  await tx
    .update(coupons)
    .set({ usedCount: sql`greatest(${coupons.usedCount} - 1, 0)` })
    .where(eq(coupons.id, couponId));
};

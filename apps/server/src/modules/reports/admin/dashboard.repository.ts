import { and, asc, count, eq, gt, gte, lte, ne, sql, type AnyColumn } from 'drizzle-orm';
import type { Queryable } from '../../../db/database';
import { courses, dailyOrderStates, dailyPaidFigures, monthlyCourseSales, orders } from '../../../db/tables';

// The dashboard reads the daily figures the database keeps as orders change (migration 0009):
// a month is at most 31 rows per currency or state, however many orders it held.

/** Shop days (Bangkok, YYYY-MM-DD), both ends included. */
export type DaySpan = { firstDay: string; lastDay: string };

const sumOf = (column: AnyColumn) => sql`coalesce(sum(${column}), 0)`.mapWith(Number);

const paidDays = (span: DaySpan) =>
  and(gte(dailyPaidFigures.day, span.firstDay), lte(dailyPaidFigures.day, span.lastDay));

/** Orders approved in a period and what they came to, per currency. */
export const paidTotals = (db: Queryable, span: DaySpan) =>
  db
    .select({
      currency: dailyPaidFigures.currency,
      orders: sumOf(dailyPaidFigures.paidOrders),
      amount: sumOf(dailyPaidFigures.paidAmount),
    })
    .from(dailyPaidFigures)
    .where(paidDays(span))
    .groupBy(dailyPaidFigures.currency);

/** Money given back by refunds made in a period, per currency of their orders. */
export const refundedTotals = (db: Queryable, span: DaySpan) =>
  db
    .select({ currency: dailyPaidFigures.currency, amount: sumOf(dailyPaidFigures.refundedAmount) })
    .from(dailyPaidFigures)
    .where(paidDays(span))
    .groupBy(dailyPaidFigures.currency);

/** Few orders wait at once; the status index answers without reading the others. */
export const countWaitingForReview = async (db: Queryable) => {
  const [row] = await db.select({ value: count() }).from(orders).where(eq(orders.status, 'pendingApproved'));
  return row?.value ?? 0;
};

/** Orders created in a period, by the state they are in now. */
export const ordersByState = (db: Queryable, span: DaySpan) =>
  db
    .select({ status: dailyOrderStates.status, count: sumOf(dailyOrderStates.orders) })
    .from(dailyOrderStates)
    .where(and(gte(dailyOrderStates.day, span.firstDay), lte(dailyOrderStates.day, span.lastDay)))
    .groupBy(dailyOrderStates.status);

/**
 * Courses by units paid in a month so far (refunded lines left out), with their lines' net per
 * currency. The month's figures are kept per course (migration 0010) and ranked by an index, so
 * this reads the top rows only; the days after today hold nothing yet.
 */
export const bestSellers = (db: Queryable, monthStartDay: string, limit: number) =>
  db
    .select({
      courseId: courses.id,
      title: courses.title,
      units: monthlyCourseSales.units,
      thb: monthlyCourseSales.netThb,
      usd: monthlyCourseSales.netUsd,
    })
    .from(monthlyCourseSales)
    .innerJoin(courses, eq(courses.id, monthlyCourseSales.courseId))
    .where(
      and(
        eq(monthlyCourseSales.month, monthStartDay),
        // A course whose every paid line was refunded has no units left: not a best seller.
        gt(monthlyCourseSales.units, 0),
        ne(courses.courseType, 'product'),
      ),
    )
    // As the index sorts (nulls last; the columns hold none), or PostgreSQL sorts the whole month.
    .orderBy(
      sql`${monthlyCourseSales.units} desc nulls last`,
      sql`${monthlyCourseSales.net} desc nulls last`,
      asc(monthlyCourseSales.courseId),
    )
    .limit(limit);

/** What was paid on each Bangkok day of a period, per currency. */
export const paidByDay = (db: Queryable, span: DaySpan) =>
  db
    .select({
      day: dailyPaidFigures.day,
      currency: dailyPaidFigures.currency,
      amount: sumOf(dailyPaidFigures.paidAmount),
    })
    .from(dailyPaidFigures)
    .where(paidDays(span))
    .groupBy(dailyPaidFigures.day, dailyPaidFigures.currency);

import { and, count, desc, eq, gte, isNotNull, isNull, lt, ne, sql, type AnyColumn } from 'drizzle-orm';
import { SHOP_TIME_ZONE } from '@shop/domain/reports/shop-calendar';
import type { Queryable } from '../../../db/database';
import { courses, orderLines, orderRefundLines, orderRefunds, orders } from '../../../db/tables';

// The dashboard's figures counted from every order, as the dashboard did before it read the
// daily figures (dashboard.repository.ts): what the tests compare those figures with.

/** A period of time, the start included and the end not. */
export type Span = { start: Date; end: Date };

const sumOf = (column: AnyColumn) => sql`coalesce(sum(${column}), 0)`.mapWith(Number);

const paidIn = (span: Span) =>
  and(isNotNull(orders.approvedAt), gte(orders.approvedAt, span.start), lt(orders.approvedAt, span.end));

/** Orders approved in a period and what they came to, per currency. */
export const paidTotals = (db: Queryable, span: Span) =>
  db
    .select({ currency: orders.currency, orders: count(), amount: sumOf(orders.total) })
    .from(orders)
    .where(paidIn(span))
    .groupBy(orders.currency);

/** Money given back by refunds made in a period, per currency of their orders. */
export const refundedTotals = (db: Queryable, span: Span) =>
  db
    .select({ currency: orders.currency, amount: sumOf(orderRefunds.amount) })
    .from(orderRefunds)
    .innerJoin(orders, eq(orders.id, orderRefunds.orderId))
    .where(and(gte(orderRefunds.createdAt, span.start), lt(orderRefunds.createdAt, span.end)))
    .groupBy(orders.currency);

/** Orders created in a period, by the state they are in now. */
export const ordersByState = (db: Queryable, span: Span) =>
  db
    .select({ status: orders.status, count: count() })
    .from(orders)
    .where(and(gte(orders.createdAt, span.start), lt(orders.createdAt, span.end)))
    .groupBy(orders.status);

/** Courses by units paid in a period (refunded lines left out), with their lines' net per currency. */
export const bestSellers = (db: Queryable, span: Span, limit: number) => {
  const units = sql`sum(${orderLines.quantity})`.mapWith(Number);
  const netIn = (currency: string) =>
    sql`coalesce(sum(${orderLines.net}) filter (where ${orders.currency} = ${currency}), 0)`.mapWith(Number);
  return db
    .select({ courseId: courses.id, title: courses.title, units, thb: netIn('THB'), usd: netIn('USD') })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .innerJoin(courses, eq(courses.id, orderLines.courseId))
    .leftJoin(orderRefundLines, eq(orderRefundLines.orderLineId, orderLines.id))
    .where(and(paidIn(span), ne(courses.courseType, 'product'), isNull(orderRefundLines.id)))
    .groupBy(courses.id, courses.title)
    .orderBy(desc(units), desc(sql`sum(${orderLines.net})`), courses.id)
    .limit(limit);
};

/** What was paid on each Bangkok day of a period, per currency. */
export const paidByDay = (db: Queryable, span: Span) => {
  // The zone is written into the text, not bound: GROUP BY must see the same expression as SELECT.
  const zone = sql.raw(`'${SHOP_TIME_ZONE}'`);
  const day = sql<string>`to_char(${orders.approvedAt} at time zone ${zone}, 'YYYY-MM-DD')`;
  return db
    .select({ day, currency: orders.currency, amount: sumOf(orders.total) })
    .from(orders)
    .where(paidIn(span))
    .groupBy(day, orders.currency);
};

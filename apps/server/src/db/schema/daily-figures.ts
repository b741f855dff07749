import { bigint, date, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { courses } from './catalog';

// The dashboard's figures per Bangkok day, kept by triggers in the transaction that changes an
// order, a line or a refund (migration 0009), so a dashboard request sums a month of days instead
// of recounting every order. docs/decisions/scale.md says why triggers.

/** Orders approved on a day (by approval time) and their totals; refunds made on a day. Minor units. */
export const dailyPaidFigures = pgTable(
  'daily_paid_figures',
  {
    day: date({ mode: 'string' }).notNull(),
    currency: text().notNull(),
    paidOrders: integer().notNull().default(0),
    paidAmount: bigint({ mode: 'number' }).notNull().default(0),
    refundedAmount: bigint({ mode: 'number' }).notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.day, table.currency] })],
);

/** Orders created on a day, by the state each is in now. */
export const dailyOrderStates = pgTable(
  'daily_order_states',
  {
    day: date({ mode: 'string' }).notNull(),
    status: text().notNull(),
    orders: integer().notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.day, table.status] })],
);

/** Units of a course paid on a day (refunded lines taken out again) and their lines' net. */
export const dailyCourseSales = pgTable(
  'daily_course_sales',
  {
    day: date({ mode: 'string' }).notNull(),
    courseId: integer()
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    currency: text().notNull(),
    units: integer().notNull().default(0),
    net: bigint({ mode: 'number' }).notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.day, table.courseId, table.currency] })],
);

/**
 * Units of a course paid in a Bangkok month (first day of the month) and their lines' net, all
 * currencies and each: the dashboard's best sellers of the month read its top rows through the
 * index, where summing the month's daily rows read courses × days (20,000 rows on a large shop).
 */
export const monthlyCourseSales = pgTable(
  'monthly_course_sales',
  {
    month: date({ mode: 'string' }).notNull(),
    courseId: integer()
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    units: integer().notNull().default(0),
    net: bigint({ mode: 'number' }).notNull().default(0),
    netThb: bigint({ mode: 'number' }).notNull().default(0),
    netUsd: bigint({ mode: 'number' }).notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.month, table.courseId] }),
    index('monthly_course_sales_rank_idx').on(
      table.month,
      table.units.desc(),
      table.net.desc(),
      table.courseId,
    ),
  ],
);

/**
 * Counts the database keeps as rows change, read where counting the rows would cost a scan
 * (`students`: accounts with the student role, for the students list's total).
 */
export const keptCounts = pgTable('kept_counts', {
  name: text().primaryKey(),
  value: bigint({ mode: 'number' }).notNull().default(0),
});

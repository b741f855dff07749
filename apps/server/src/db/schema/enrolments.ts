import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { courses } from './catalog';
import { orderLines, orders } from './orders';
import { users } from './users';

/**
 * A student's right to a course, granted when an order is approved, with its access window:
 * an end date and/or a budget of learning time (null = unlimited).
 */
export const enrolments = pgTable(
  'enrolments',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: integer()
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    orderId: integer().references(() => orders.id, { onDelete: 'set null' }),
    orderLineId: integer().references(() => orderLines.id, { onDelete: 'set null' }),
    pricingPlanId: integer(),
    planType: text().notNull(),
    term: integer(),
    termUnit: text(),
    term2: integer(),
    termUnit2: text(),
    status: text().notNull().default('active'),
    startsAt: timestamp({ withTimezone: true }).notNull(),
    expiresAt: timestamp({ withTimezone: true }),
    learningBudgetMs: bigint({ mode: 'number' }),
    learningSpentMs: bigint({ mode: 'number' }).notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('enrolments_user_course_idx').on(table.userId, table.courseId),
    check('enrolments_status_known', sql`${table.status} IN ('active','revoked')`),
  ],
);

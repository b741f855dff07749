import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { courses } from './catalog';

/** Columns shared by promotions and coupons: how much they take (spec 1 section 3). */
const discountColumns = () => ({
  discountType: text().notNull(),
  /** Percent coupons/promotions: the percentage (up to 4 decimals). */
  discountPercent: numeric({ precision: 7, scale: 4, mode: 'number' }),
  /** Amount coupons/promotions: satang. */
  discountAmount: integer(),
  /** Amount coupons/promotions in USD orders: cents; null = not offered in USD. */
  discountAmountUsd: integer(),
  startsAt: timestamp({ withTimezone: true }),
  endsAt: timestamp({ withTimezone: true }),
  isActive: boolean().notNull().default(true),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

const discountChecks = (table: {
  discountType: AnyPgColumn;
  discountPercent: AnyPgColumn;
  discountAmount: AnyPgColumn;
}) => sql`(${table.discountType} = 'percent' AND ${table.discountPercent} > 0 AND ${table.discountPercent} <= 100)
  OR (${table.discountType} = 'amount' AND ${table.discountAmount} >= 0)`;

/** A discount for buying courses together (P1: all of them; P2: at least number_of_course). */
export const promotions = pgTable(
  'promotions',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    title: text().notNull(),
    descriptionList: jsonb().$type<string[]>().notNull().default([]),
    promotionType: text().notNull(),
    numberOfCourse: integer(),
    ...discountColumns(),
  },
  (table) => [
    check('promotions_type_known', sql`${table.promotionType} IN ('P1','P2')`),
    check('promotions_discount_valid', discountChecks(table)),
  ],
);

export const promotionCourses = pgTable(
  'promotion_courses',
  {
    promotionId: integer()
      .notNull()
      .references(() => promotions.id, { onDelete: 'cascade' }),
    courseId: integer()
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.promotionId, table.courseId] }),
    index('promotion_courses_course_idx').on(table.courseId),
  ],
);

/** A code the buyer types. `used_count` never passes `usage_limit` (checked by the database too). */
export const coupons = pgTable(
  'coupons',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    code: text().notNull(),
    couponType: text().notNull().default('P1'),
    numberOfCourse: integer(),
    /** Payment method ids the coupon may be used with; empty = every method. */
    paymentMethodIds: integer()
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    usageLimit: integer(),
    usedCount: integer().notNull().default(0),
    /** Uses one buyer may make (orders holding the coupon that are not cancelled); null = no limit. */
    usageLimitPerUser: integer(),
    /** The bulk generation that made this single-use code, for its CSV; null for a typed code. */
    batchId: text(),
    ...discountColumns(),
  },
  (table) => [
    uniqueIndex('coupons_code_key').on(sql`upper(${table.code})`),
    index('coupons_batch_idx').on(table.batchId),
    check('coupons_type_known', sql`${table.couponType} IN ('P1','P2')`),
    check('coupons_discount_valid', discountChecks(table)),
    check(
      'coupons_usage_within_limit',
      sql`${table.usedCount} >= 0 AND (${table.usageLimit} IS NULL OR ${table.usedCount} <= ${table.usageLimit})`,
    ),
  ],
);

/** Courses a coupon discounts; none listed = every course. */
export const couponCourses = pgTable(
  'coupon_courses',
  {
    couponId: integer()
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    courseId: integer()
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.couponId, table.courseId] })],
);

import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { courses, pricingPlans } from './catalog';
import { coupons, promotions } from './discounts';
import { shippingAddresses, shippingFeeOptions } from './shipping';
import { users } from './users';

/**
 * An order and its frozen prices (minor units). Status: notYetReceived → pendingApproved →
 * approved | rejected | notYetReceived, or notYetReceived → approved | cancelled (docs/design.md, "Orders").
 */
export const orders = pgTable(
  'orders',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** Unguessable id for links that leave the site (thank-you page, payment returns). */
    orderToken: text().notNull().unique(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    status: text().notNull().default('notYetReceived'),
    currency: text().notNull().default('THB'),
    subtotal: integer().notNull(),
    promotionDiscount: integer().notNull().default(0),
    couponDiscount: integer().notNull().default(0),
    discount: integer().notNull(),
    vat: integer().notNull().default(0),
    vatPercent: integer().notNull().default(0),
    /** The shop's prices held the VAT: subtotal, discount and lines include it (setting is_price_include_vat). */
    vatIncluded: boolean().notNull().default(false),
    withholding: integer().notNull().default(0),
    withholdingPercent: integer(),
    shippingFee: integer().notNull().default(0),
    total: integer().notNull(),
    paymentMethodId: integer(),
    promotionId: integer().references(() => promotions.id, { onDelete: 'set null' }),
    shippingAddressId: integer().references(() => shippingAddresses.id, { onDelete: 'set null' }),
    shippingFeeOptionId: integer().references(() => shippingFeeOptions.id, { onDelete: 'set null' }),
    /** The address and tax profile as they were when ordered. */
    shippingSnapshot: jsonb().$type<Record<string, unknown> | null>(),
    taxInvoice: jsonb().$type<Record<string, unknown> | null>(),
    /** A free plan that an administrator must approve (NeedApprovedFree). */
    needsApproval: boolean().notNull().default(false),
    contactEmail: text().notNull().default(''),
    contactTel: text().notNull().default(''),
    cancelAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    approvedAt: timestamp({ withTimezone: true }),
    cancelledAt: timestamp({ withTimezone: true }),
    /**
     * When the buyer's browser was handed the approved order to report as an analytics purchase:
     * set once, so the event is pushed once whichever way the order was approved.
     */
    purchaseReportedAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    index('orders_user_idx').on(table.userId, table.createdAt),
    // Built CONCURRENTLY after the migrations (db/concurrent-indexes.ts): a live shop keeps selling meanwhile.
    index('orders_status_idx').on(table.status, table.id),
    index('orders_approved_at_idx').on(table.approvedAt),
    index('orders_created_at_idx').on(table.createdAt, table.id),
    index('orders_contact_email_trgm_idx').using('gin', sql`${table.contactEmail} gin_trgm_ops`),
    index('orders_contact_tel_digits_trgm_idx').using(
      'gin',
      sql`regexp_replace(${table.contactTel}, '[^0-9]', '', 'g') gin_trgm_ops`,
    ),
    index('orders_due_idx')
      .on(table.cancelAt)
      .where(sql`${table.status} = 'notYetReceived'`),
    check(
      'orders_status_known',
      sql`${table.status} IN ('notYetReceived','pendingApproved','approved','rejected','cancelled')`,
    ),
    check('orders_currency_known', sql`${table.currency} IN ('THB','USD')`),
    check(
      'orders_amounts_valid',
      sql`${table.total} >= 0 AND ${table.discount} <= ${table.subtotal} AND ${table.discount} >= 0`,
    ),
  ],
);

/** One course or product of an order, with what each promotion and coupon took from it. */
export const orderLines = pgTable(
  'order_lines',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    courseId: integer()
      .notNull()
      .references(() => courses.id, { onDelete: 'restrict' }),
    pricingPlanId: integer()
      .notNull()
      .references(() => pricingPlans.id, { onDelete: 'restrict' }),
    courseTitle: text().notNull(),
    courseType: text().notNull(),
    planSnapshot: jsonb().$type<Record<string, unknown>>().notNull(),
    quantity: integer().notNull().default(1),
    unitPrice: integer().notNull(),
    amount: integer().notNull(),
    discount: integer().notNull().default(0),
    net: integer().notNull(),
    discounts: jsonb()
      .$type<{ source: string; id: number; code: string | null; amount: number }[]>()
      .notNull()
      .default([]),
    /** Whether a seat or stock unit was taken, so cancelling gives back exactly what was taken. */
    seatTaken: boolean().notNull().default(false),
    stockTaken: integer().notNull().default(0),
  },
  (table) => [
    index('order_lines_order_idx').on(table.orderId),
    index('order_lines_course_idx').on(table.courseId),
  ],
);

/** Coupons an order used; each row holds one use of the coupon until the order is cancelled. */
export const orderCoupons = pgTable(
  'order_coupons',
  {
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    couponId: integer()
      .notNull()
      .references(() => coupons.id, { onDelete: 'restrict' }),
    code: text().notNull(),
    amount: integer().notNull(),
  },
  (table) => [primaryKey({ columns: [table.orderId, table.couponId] })],
);

/** Every change of an order's status: who, when, from, to, why. Append-only. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    actor: text().notNull(),
    actorUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    fromStatus: text(),
    toStatus: text().notNull(),
    reason: text().notNull().default(''),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('order_events_order_idx').on(table.orderId, table.id)],
);

/** Answers to order creation by Idempotency-Key, so a retried request returns the first order. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text().notNull(),
    requestHash: text().notNull(),
    statusCode: integer().notNull(),
    response: jsonb().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.key] }),
    index('idempotency_keys_created_idx').on(table.createdAt),
  ],
);

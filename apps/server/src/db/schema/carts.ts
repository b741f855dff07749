import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { courses, pricingPlans } from './catalog';
import { shippingAddresses, shippingFeeOptions } from './shipping';
import { users } from './users';

/**
 * A cart belongs to a signed-in user or to a visitor, whose browser made up a random id;
 * a visitor's cart joins the user's cart at sign-in. It also keeps the buyer's checkout choices
 * (promotion, coupons, payment method, withholding, delivery), so they survive a reload and a
 * change of device; the cart read checks them again and drops what no longer holds.
 */
export const carts = pgTable(
  'carts',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: integer().references(() => users.id, { onDelete: 'cascade' }),
    visitorId: text(),
    promotionId: integer(),
    couponIds: integer()
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    paymentMethodId: integer(),
    withholdingRequested: boolean().notNull().default(false),
    withholdingPercent: integer().notNull().default(3),
    shippingAddressId: integer().references(() => shippingAddresses.id, { onDelete: 'set null' }),
    shippingFeeOptionId: integer().references(() => shippingFeeOptions.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('carts_user_key').on(table.userId),
    uniqueIndex('carts_visitor_key').on(table.visitorId),
    check('carts_has_one_owner', sql`(${table.userId} IS NULL) <> (${table.visitorId} IS NULL)`),
    check('carts_withholding_percent', sql`${table.withholdingPercent} IN (3, 1)`),
  ],
);

export const cartItems = pgTable(
  'cart_items',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    cartId: uuid()
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    courseId: integer()
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    pricingPlanId: integer().references(() => pricingPlans.id, { onDelete: 'set null' }),
    quantity: integer().notNull().default(1),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('cart_items_course_key').on(table.cartId, table.courseId),
    index('cart_items_cart_idx').on(table.cartId),
    check('cart_items_quantity_positive', sql`${table.quantity} >= 1`),
  ],
);

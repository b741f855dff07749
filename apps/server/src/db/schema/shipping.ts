import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/** Where a student's physical items go. */
export const shippingAddresses = pgTable(
  'shipping_addresses',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    recipientName: text().notNull(),
    tel: text().notNull(),
    address: text().notNull(),
    subdistrict: text().notNull().default(''),
    district: text().notNull().default(''),
    province: text().notNull().default(''),
    postcode: text().notNull().default(''),
    isDefault: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('shipping_addresses_user_idx').on(table.userId)],
);

/** Delivery options the shop offers, each with its fee in minor units. */
export const shippingFeeOptions = pgTable(
  'shipping_fee_options',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    name: text().notNull(),
    fee: integer().notNull(),
    feeUsd: integer(),
    isActive: boolean().notNull().default(true),
    sortOrder: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      'shipping_fee_not_negative',
      sql`${table.fee} >= 0 AND (${table.feeUsd} IS NULL OR ${table.feeUsd} >= 0)`,
    ),
  ],
);

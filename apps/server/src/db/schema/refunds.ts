import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { orderLines, orders } from './orders';
import { users } from './users';

/**
 * Money an administrator gave back on an approved order, for some of its lines. The refunded
 * lines' courses are revoked; what the shop takes back (seats, stock, coupon uses) follows its
 * rule (docs/decisions/orders.md, "Refunds, the review queue and the CSV export").
 */
export const orderRefunds = pgTable(
  'order_refunds',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    /** What the buyer gets back in all (minor units, the order's currency). */
    amount: integer().notNull(),
    /** Of `amount`: the VAT given back, which the credit note shows apart. */
    vat: integer().notNull().default(0),
    reason: text().notNull(),
    /** The refund gave the order's coupon uses back (only a refund of the whole order does). */
    couponUsesReturned: boolean().notNull().default(false),
    createdByUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('order_refunds_order_idx').on(table.orderId),
    index('order_refunds_created_idx').on(table.createdAt),
  ],
);

/** One refunded line of an order; a line is refunded at most once. */
export const orderRefundLines = pgTable(
  'order_refund_lines',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    refundId: integer()
      .notNull()
      .references(() => orderRefunds.id, { onDelete: 'cascade' }),
    orderLineId: integer()
      .notNull()
      .references(() => orderLines.id, { onDelete: 'restrict' }),
    /** The line's share of the refund (net + its VAT, minus its withholding). */
    amount: integer().notNull(),
    /** Of `amount`: the line's net, its share of the VAT and of the withholding. */
    net: integer().notNull().default(0),
    vat: integer().notNull().default(0),
    withholding: integer().notNull().default(0),
    /** The line's seat went back to its course. */
    seatReturned: boolean().notNull().default(false),
    /** Units the buyer sent back, returned to stock. */
    stockReturned: integer().notNull().default(0),
  },
  (table) => [uniqueIndex('order_refund_lines_line_key').on(table.orderLineId)],
);

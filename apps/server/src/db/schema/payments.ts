import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { orders } from './orders';
import { bankAccounts } from './payment-methods';
import { users } from './users';

/**
 * One attempt to pay an order: its state (domain `ATTEMPT_STATES`), the provider's reference and
 * the amount asked. Written before the provider is called, so a crash between the call and its
 * answer leaves a row the reconciler can ask the provider about.
 */
export const paymentAttempts = pgTable(
  'payment_attempts',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    paymentMethodId: integer().notNull(),
    /** Whose word settles it: 'omise', 'bank_transfer', ... */
    provider: text().notNull(),
    state: text().notNull().default('created'),
    /** The provider's id of this payment (an Omise charge id), once it has one. */
    providerRef: text(),
    /**
     * The shop's own reference of this attempt, given to the provider with the call (a charge's
     * metadata, an invoice or reference number) and written before the call: the reconciler finds
     * a payment whose answer was lost by it, through the provider's look-up.
     */
    shopRef: text(),
    amount: integer().notNull(),
    currency: text().notNull(),
    failureCode: text(),
    failureMessage: text(),
    flagReason: text(),
    /** What the browser does next: `{ type: 'redirect', url }` or `{ type: 'qr', image_url }`. */
    nextAction: jsonb().$type<Record<string, unknown> | null>(),
    /** Card facts the provider answered (last digits, issuing bank); never a card number. */
    cardDetails: jsonb().$type<{ last_digits: string; bank: string | null } | null>(),
    expiresAt: timestamp({ withTimezone: true }),
    /** When the reconciler next asks the provider about this attempt while it is open. */
    nextInquiryAt: timestamp({ withTimezone: true }),
    inquiryCount: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp({ withTimezone: true }),
    /** When the shop next asks the provider to give back money set aside (null: none due). */
    refundDueAt: timestamp({ withTimezone: true }),
    /** The provider's id of the refund that gave the money back. */
    refundRef: text(),
    refundedAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    index('payment_attempts_order_idx').on(table.orderId, table.id),
    // Flagged attempts are few: the orders list asks this index, not every attempt (built CONCURRENTLY).
    index('payment_attempts_flagged_idx')
      .on(table.orderId)
      .where(sql`${table.state} = 'flagged'`),
    uniqueIndex('payment_attempts_provider_ref_idx')
      .on(table.provider, table.providerRef)
      .where(sql`${table.providerRef} IS NOT NULL`),
    uniqueIndex('payment_attempts_shop_ref_idx')
      .on(table.provider, table.shopRef)
      .where(sql`${table.shopRef} IS NOT NULL`),
    index('payment_attempts_open_inquiry_idx')
      .on(table.nextInquiryAt)
      .where(sql`${table.state} IN ('created','pending','unknown') AND ${table.nextInquiryAt} IS NOT NULL`),
    index('payment_attempts_late_look_up_idx')
      .on(table.nextInquiryAt)
      .where(sql`${table.state} = 'failed' AND ${table.failureCode} = 'not_found_at_provider'`),
    index('payment_attempts_refund_due_idx')
      .on(table.refundDueAt)
      .where(sql`${table.state} = 'flagged' AND ${table.refundDueAt} IS NOT NULL`),
    check(
      'payment_attempts_state_known',
      sql`${table.state} IN ('created','pending','unknown','succeeded','failed','expired','flagged','refunded')`,
    ),
    check('payment_attempts_amount_valid', sql`${table.amount} >= 0`),
  ],
);

/**
 * Every call to a provider, its answer, and every notification, with the raw body as it was
 * sent or received (secrets are never in a body: keys travel in headers, cards as tokens).
 * Rows are never rewritten: an UPDATE is refused by a trigger.
 */
export const paymentAttemptLogs = pgTable(
  'payment_attempt_logs',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** Null for a notification that matched no attempt (kept for an administrator to look at). */
    attemptId: integer().references(() => paymentAttempts.id, { onDelete: 'cascade' }),
    provider: text().notNull(),
    /** request, response, notification, inquiry, decision, error. */
    kind: text().notNull(),
    /** e.g. "POST /charges", "charge.complete", "settled". */
    summary: text().notNull(),
    httpStatus: integer(),
    body: text().notNull().default(''),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('payment_attempt_logs_attempt_idx').on(table.attemptId, table.id)],
);

/** Provider notifications already received, by the provider's event id: a repeat changes nothing. */
export const paymentNotifications = pgTable(
  'payment_notifications',
  {
    provider: text().notNull(),
    eventId: text().notNull(),
    attemptId: integer().references(() => paymentAttempts.id, { onDelete: 'set null' }),
    receivedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.provider, table.eventId] })],
);

/** What a buyer reported of a bank transfer (method 1), for the administrator who reviews it. */
export const bankTransferReports = pgTable(
  'bank_transfer_reports',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    attemptId: integer()
      .notNull()
      .references(() => paymentAttempts.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    contactName: text().notNull().default(''),
    email: text().notNull().default(''),
    tel: text().notNull().default(''),
    bankAccountId: integer().references(() => bankAccounts.id, { onDelete: 'set null' }),
    /** The origin bank's code (KBANK, SCB, ...). */
    bankCode: text().notNull(),
    /** The moment the buyer says they transferred, UTC. */
    transferredAt: timestamp({ withTimezone: true }).notNull(),
    /** Minor units, as typed by the buyer (an administrator compares it with the statement). */
    transferAmount: integer(),
    description: text().notNull().default(''),
    address: text().notNull().default('-'),
    slipFileName: text(),
    /**
     * What the server read from the slip's QR when the report arrived: `read` (with the sending
     * bank and its reference), `no_qr` (no slip QR found: an administrator compares by hand), or
     * null for a report without a slip or from before slips were read.
     */
    slipQrStatus: text({ enum: ['read', 'no_qr'] }),
    /** The sending bank's 3-digit number, from the slip's QR. */
    slipBank: text(),
    /** The sending bank's transaction reference, from the slip's QR. */
    slipReference: text(),
    /**
     * What the slip-verification service made of the slip: `approved` (the order was approved at
     * once), `review` (an administrator decides; `verificationReason` says why), or null when no
     * service is configured or the slip had no QR to ask about.
     */
    verificationStatus: text({ enum: ['approved', 'review'] }),
    /** Why a verified slip went to review, as a coded value the back office translates. */
    verificationReason: text(),
    /** The service's facts and each check that passed or failed, for the reviewer. */
    verificationDetails: jsonb().$type<Record<string, unknown>>(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('bank_transfer_reports_order_idx').on(table.orderId, table.id)],
);

/**
 * Each bank transfer reference the shop has seen on a slip, and the order it paid: one transfer
 * pays one order. The primary key is what refuses the same slip on two orders, even when both
 * reports arrive at the same moment.
 */
export const slipReferences = pgTable('slip_references', {
  /** The bank's number and reference, as `004:2026112712345678`: references are unique per bank. */
  bankReference: text().primaryKey(),
  orderId: integer()
    .notNull()
    .references(() => orders.id, { onDelete: 'cascade' }),
  firstReportId: integer().references(() => bankTransferReports.id, { onDelete: 'set null' }),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * Each report refused because its slip's reference was already on another order, counted on the
 * dashboard; the report itself is not kept (nothing of it was saved).
 */
export const slipDuplicateRefusals = pgTable(
  'slip_duplicate_refusals',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    bankReference: text().notNull(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    refusedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('slip_duplicate_refusals_refused_idx').on(table.refusedAt)],
);

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
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { mediaFiles } from './media';
import { orders } from './orders';
import { orderRefunds } from './refunds';
import { users } from './users';

/**
 * The last number taken in each series (a kind of document and a year). A document takes the
 * next one with `INSERT ... ON CONFLICT DO UPDATE ... RETURNING` in the transaction that inserts
 * it: the row stays locked until that transaction ends, so numbers are unique, and a rolled-back
 * issue gives its number back, so they have no gaps.
 */
export const documentSequences = pgTable(
  'document_sequences',
  {
    kind: text().notNull(),
    year: integer().notNull(),
    lastNumber: integer().notNull(),
  },
  (table) => [primaryKey({ columns: [table.kind, table.year] })],
);

/**
 * A tax invoice, receipt or credit note the shop issued. `content` is a snapshot of everything
 * the document prints (seller, buyer, lines, amounts), so a later change of the shop's settings
 * or the buyer's profile never alters a document already issued; its PDF is drawn from it.
 * Documents are never deleted: a re-issue voids the old one and points back to it.
 */
export const taxDocuments = pgTable(
  'tax_documents',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** 'tax_invoice' | 'receipt' | 'credit_note' */
    kind: text().notNull(),
    /** e.g. INV2026-000001: the series prefix, the year and the sequence. */
    number: text().notNull().unique(),
    year: integer().notNull(),
    sequence: integer().notNull(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    /** The refund a credit note answers. */
    refundId: integer().references(() => orderRefunds.id, { onDelete: 'restrict' }),
    /** The document this one corrects (a re-issue) or reduces (a credit note). */
    referencesDocumentId: integer().references((): AnyPgColumn => taxDocuments.id, {
      onDelete: 'restrict',
    }),
    /** 'issued' | 'voided' */
    status: text().notNull().default('issued'),
    currency: text().notNull(),
    /** What the document totals (minor units), for lists. */
    total: integer().notNull(),
    /** Copied from `content` so that lists can search by them. */
    buyerName: text().notNull().default(''),
    buyerTaxId: text().notNull().default(''),
    content: jsonb().$type<Record<string, unknown>>().notNull(),
    issuedAt: timestamp({ withTimezone: true }).notNull(),
    issuedByUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    voidedAt: timestamp({ withTimezone: true }),
    voidedByUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    voidReason: text(),
  },
  (table) => [
    uniqueIndex('tax_documents_series_key').on(table.kind, table.year, table.sequence),
    // One valid invoice or receipt per order at a time; a re-issue voids the old one first.
    uniqueIndex('tax_documents_order_current_key')
      .on(table.orderId)
      .where(sql`${table.status} = 'issued' AND ${table.kind} IN ('tax_invoice','receipt')`),
    uniqueIndex('tax_documents_refund_key').on(table.refundId),
    index('tax_documents_order_idx').on(table.orderId, table.id),
    index('tax_documents_issued_idx').on(table.issuedAt),
    check('tax_documents_kind_known', sql`${table.kind} IN ('tax_invoice','receipt','credit_note')`),
    check('tax_documents_status_known', sql`${table.status} IN ('issued','voided')`),
  ],
);

/**
 * A withholding-tax certificate (50 ทวิ) a buyer uploaded for an order they withheld tax on. Kept
 * append-only: a buyer who sends a corrected one adds a row, and the newest is the order's.
 */
export const withholdingCertificates = pgTable(
  'withholding_certificates',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    mediaFileId: integer()
      .notNull()
      .references(() => mediaFiles.id, { onDelete: 'restrict' }),
    uploadedByUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('withholding_certificates_order_idx').on(table.orderId, table.id)],
);

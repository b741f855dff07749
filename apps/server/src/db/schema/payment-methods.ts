import { boolean, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The payment methods of spec 2 (ids 1–15 as the specification numbers them). `public_config`
 * may be shown to browsers (publishable keys); `secret_config` never leaves the server.
 */
export const paymentMethods = pgTable('payment_methods', {
  id: integer().primaryKey(),
  name: text().notNull(),
  nameWeb: text().notNull(),
  paymentType: text().notNull(),
  isEnabled: boolean().notNull().default(true),
  sortOrder: integer().notNull().default(0),
  publicConfig: jsonb().$type<Record<string, string>>().notNull().default({}),
  secretConfig: jsonb().$type<Record<string, string>>().notNull().default({}),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** The shop's own bank accounts that buyers transfer to (method 1). */
export const bankAccounts = pgTable(
  'bank_accounts',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    accountId: text().notNull(),
    accountName: text().notNull(),
    bank: text().notNull(),
    bankName: text().notNull(),
    promptPayImage: text(),
    /** The PromptPay id the account is registered under: the buyer is shown a QR for the exact amount. */
    promptPayKind: text({ enum: ['phone', 'citizen', 'ewallet'] }),
    /** The id's digits, without separators (checked by the domain's `checkPromptPayId`). */
    promptPayId: text(),
    isActive: boolean().notNull().default(true),
    sortOrder: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('bank_accounts_active_idx').on(table.isActive, table.sortOrder)],
);

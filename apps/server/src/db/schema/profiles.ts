import { boolean, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/** What a buyer needs on a Thai tax invoice (spec 1 "Tax invoice fields"). */
export const taxProfiles = pgTable('tax_profiles', {
  userId: integer()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  isRequireTaxInvoice: boolean().notNull().default(false),
  taxPersonType: text().notNull().default('normal_person'),
  taxNameOne: text().notNull().default(''),
  taxNameTwo: text().notNull().default(''),
  taxPayerIdentificationNo: text().notNull().default(''),
  taxAddress: text().notNull().default(''),
  taxIsDeliveryByTaxAddress: boolean().notNull().default(true),
  taxDeliveryAddress: text().notNull().default(''),
  taxCompanyCertificate: text(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** Extra registration fields the shop defines in the back office. */
export const customLabels = pgTable('custom_labels', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  typeLabel: text().notNull(),
  label: text().notNull(),
  /** The field's name on the English pages; the Thai name stands in when there is none. */
  labelEn: text(),
  orderLabel: integer().notNull().default(0),
  required: boolean().notNull().default(false),
  itemList: jsonb().$type<string[]>().notNull().default([]),
  isActive: boolean().notNull().default(true),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** A student's answer to one custom label: text, a list of choices, or an uploaded file name. */
export const customLabelAnswers = pgTable(
  'custom_label_answers',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    customLabelId: integer()
      .notNull()
      .references(() => customLabels.id, { onDelete: 'cascade' }),
    value: jsonb().$type<string | string[]>().notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.customLabelId] })],
);

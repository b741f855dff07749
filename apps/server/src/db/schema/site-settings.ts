import { sql } from 'drizzle-orm';
import { check, jsonb, pgTable, smallint, timestamp } from 'drizzle-orm/pg-core';

/**
 * The shop's settings: one row, a JSON document validated by the contract's zod schema on
 * every read and write (so a new setting needs no migration, only a default).
 */
export const siteSettings = pgTable(
  'site_settings',
  {
    id: smallint().primaryKey().default(1),
    data: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('site_settings_single_row', sql`${table.id} = 1`)],
);

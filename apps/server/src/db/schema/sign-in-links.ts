import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * One-tap sign-in links mailed to a returning buyer whose e-mail already has an account: used once,
 * valid for minutes, only the token's SHA-256 stored, with the path of this site to go back to.
 */
export const signInLinks = pgTable(
  'sign_in_links',
  {
    tokenHash: text().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    returnTo: text().notNull().default('/'),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('sign_in_links_user_idx').on(table.userId)],
);

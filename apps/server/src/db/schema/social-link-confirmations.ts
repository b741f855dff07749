import { boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * A provider profile whose e-mail has an account, waiting for the account's owner to prove they
 * hold that mailbox: the link mailed there carries the token (only its SHA-256 is kept). The
 * link works once, for a short time, and only in the browser that signed in with the provider
 * (SHA-256 of its `social_sign_in` cookie), so the owner clicking a link someone else caused
 * links nothing.
 */
export const socialLinkConfirmations = pgTable(
  'social_link_confirmations',
  {
    tokenHash: text().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text().notNull(),
    subject: text().notNull(),
    email: text(),
    displayName: text().notNull().default(''),
    /** LINE: whether the person added the shop's LINE Official Account while signing in. */
    isShopFriend: boolean().notNull().default(false),
    browserHash: text().notNull(),
    returnTo: text().notNull(),
    visitorId: text(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('social_link_confirmations_expires_idx').on(table.expiresAt)],
);

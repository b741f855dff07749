import { boolean, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * A verified provider profile waiting for the buyer to answer what the shop's registration form
 * requires and the provider did not give (often the e-mail from LINE). Bound to the browser that
 * signed in (SHA-256 of its `social_sign_in` cookie), used once, short-lived; nothing else is
 * created until the buyer completes it.
 */
export const socialProfileCompletions = pgTable(
  'social_profile_completions',
  {
    /** SHA-256 of the `social_completion` cookie's token. */
    tokenHash: text().primaryKey(),
    provider: text().notNull(),
    subject: text().notNull(),
    /** What the provider gave; null when it gave no e-mail. */
    email: text(),
    displayName: text().notNull().default(''),
    /** LINE: whether the person added the shop's LINE Official Account while signing in. */
    isShopFriend: boolean().notNull().default(false),
    returnTo: text().notNull(),
    visitorId: text(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('social_profile_completions_expires_idx').on(table.expiresAt)],
);

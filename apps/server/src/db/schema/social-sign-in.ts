import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * A person's account at LINE, Google or Facebook, linked to one shop account. The provider's
 * subject is the identity; the e-mail it gave is kept for the profile page only, never to match.
 */
export const providerIdentities = pgTable(
  'provider_identities',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    provider: text().notNull(),
    subject: text().notNull(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text(),
    displayName: text().notNull().default(''),
    /** LINE: whether the person had added the shop's LINE Official Account at their last sign-in. */
    isShopFriend: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('provider_identities_subject_key').on(table.provider, table.subject),
    uniqueIndex('provider_identities_user_provider_key').on(table.userId, table.provider),
  ],
);

/**
 * A social sign-in between its start and the provider's callback: the state (stored as its
 * SHA-256), the nonce and PKCE verifier, the browser it is bound to (SHA-256 of a cookie) and
 * where to return. Used once; short-lived.
 */
export const socialSignInAttempts = pgTable(
  'social_sign_in_attempts',
  {
    stateHash: text().primaryKey(),
    provider: text().notNull(),
    browserHash: text().notNull(),
    nonce: text().notNull(),
    codeVerifier: text().notNull(),
    returnTo: text().notNull(),
    /** The visitor id of the browser's cart, which joins the account at sign-in as with a password. */
    visitorId: text(),
    /** Set when a signed-in student links a provider from the profile page. */
    linkUserId: integer().references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('social_sign_in_attempts_expires_idx').on(table.expiresAt)],
);

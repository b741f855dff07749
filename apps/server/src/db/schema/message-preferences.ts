import { boolean, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Which messages a student lets the shop send, per channel: transactional (their orders: paid,
 * approved, rejected, refunded) and reminders (access ending, unpaid orders) are separate
 * choices. No row: everything allowed, in Thai. LINE also needs the shop's account added.
 */
export const messagePreferences = pgTable('message_preferences', {
  userId: integer()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** The language the student reads messages in: th or en. */
  language: text().notNull().default('th'),
  mailTransactional: boolean().notNull().default(true),
  mailReminders: boolean().notNull().default(true),
  lineTransactional: boolean().notNull().default(true),
  lineReminders: boolean().notNull().default(true),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

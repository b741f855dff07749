import { boolean, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Groups students belong to; a course may be limited to some groups (course_access_rights). */
export const userGroups = pgTable('user_groups', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  name: text().notNull(),
  isDefault: boolean().notNull().default(false),
  sortOrder: integer().notNull().default(0),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

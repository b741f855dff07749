import { index, integer, pgTable, text, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { courses } from './catalog';
import { users } from './users';

/** Questions and comments under a course (shown when the site's comment flag is on). */
export const courseComments = pgTable(
  'course_comments',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    courseId: integer()
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    parentId: integer().references((): AnyPgColumn => courseComments.id, { onDelete: 'cascade' }),
    body: text().notNull(),
    status: text().notNull().default('visible'),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('course_comments_course_idx').on(table.courseId, table.createdAt)],
);

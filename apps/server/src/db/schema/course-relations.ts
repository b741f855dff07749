import { check, index, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { courses } from './catalog';

/**
 * Courses an administrator chose to show as related to a course, in order. When a course has
 * any, the course page's "same group" list shows them instead of the category's other courses.
 */
export const courseRelatedCourses = pgTable(
  'course_related_courses',
  {
    courseId: integer()
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    relatedCourseId: integer()
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    sortOrder: integer().notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.courseId, table.relatedCourseId] }),
    index('course_related_courses_related_idx').on(table.relatedCourseId),
    check('course_related_courses_not_self', sql`${table.courseId} <> ${table.relatedCourseId}`),
  ],
);

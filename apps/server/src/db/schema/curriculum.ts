import { boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { courses } from './catalog';

/** A chapter of a course's curriculum. */
export const courseSections = pgTable(
  'course_sections',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    courseId: integer()
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    location: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('course_sections_course_idx').on(table.courseId, table.location)],
);

/** One lesson: a video, a quiz, homework, text or a file (spec 1 "Lecture"). */
export const lectures = pgTable(
  'lectures',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    sectionId: integer()
      .notNull()
      .references(() => courseSections.id, { onDelete: 'cascade' }),
    courseId: integer()
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    location: integer().notNull().default(0),
    /** Visitors may play a preview lecture without buying. */
    isPreview: boolean().notNull().default(false),
    contentType: text().notNull().default('video'),
    contentText: text(),
    contentFile: text(),
    videoName: text(),
    videoUrl: text(),
    uploadVideoType: text(),
    videoDurationSeconds: integer().notNull().default(0),
    quizId: integer(),
    homeworkId: integer(),
    checkPassQuiz: boolean().notNull().default(false),
    scorePassQuiz: integer(),
    quizIntegrateType: text(),
    isQuizIntegrateNotPassResetProgress: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('lectures_section_idx').on(table.sectionId, table.location),
    index('lectures_course_idx').on(table.courseId),
  ],
);

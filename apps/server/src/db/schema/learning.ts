import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { courses } from './catalog';
import { lectures } from './curriculum';
import { users } from './users';

/** One lecture's state inside `course_progress.lectures`: position (s), play time (ms), done at (ISO). */
export type StoredLectureProgress = { p: number; w: number; d: string | null };

/**
 * A student's progress in one course, one row, so a player's report is one small write: every
 * lecture's state by lecture id (spec 1's readLecture), the last lecture and position, and when
 * the last report came (learning time is counted against the clock, once, whatever the tabs).
 */
export const courseProgress = pgTable(
  'course_progress',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: integer()
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    lectures: jsonb().$type<Record<string, StoredLectureProgress>>().notNull().default({}),
    lastLectureId: integer(),
    lastPositionSeconds: integer().notNull().default(0),
    lastReportAt: timestamp({ withTimezone: true }),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.courseId] }),
    index('course_progress_user_idx').on(table.userId, table.updatedAt),
  ],
);

/** A quiz a lecture points to (`lectures.quiz_id`). */
export const quizzes = pgTable('quizzes', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  courseId: integer()
    .notNull()
    .references(() => courses.id, { onDelete: 'cascade' }),
  title: text().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** A multiple-choice question; `correct_choice_ids` never leaves the server. */
export const quizQuestions = pgTable(
  'quiz_questions',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    quizId: integer()
      .notNull()
      .references(() => quizzes.id, { onDelete: 'cascade' }),
    location: integer().notNull().default(0),
    text: text().notNull(),
    choices: jsonb().$type<{ id: string; text: string }[]>().notNull(),
    correctChoiceIds: jsonb().$type<string[]>().notNull(),
  },
  (table) => [index('quiz_questions_quiz_idx').on(table.quizId, table.location)],
);

/** Every attempt at a quiz, with the answers and the score. */
export const quizAttempts = pgTable(
  'quiz_attempts',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lectureId: integer()
      .notNull()
      .references(() => lectures.id, { onDelete: 'cascade' }),
    quizId: integer()
      .notNull()
      .references(() => quizzes.id, { onDelete: 'cascade' }),
    answers: jsonb().$type<Record<string, string[]>>().notNull(),
    scorePercent: integer().notNull(),
    passed: boolean().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('quiz_attempts_user_lecture_idx').on(table.userId, table.lectureId, table.id)],
);

/** Homework a lecture points to (`lectures.homework_id`). */
export const homeworks = pgTable('homeworks', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  courseId: integer()
    .notNull()
    .references(() => courses.id, { onDelete: 'cascade' }),
  title: text().notNull(),
  instructions: text().notNull().default(''),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** A student's hand-in and, once an administrator marked it, the mark. */
export const homeworkSubmissions = pgTable(
  'homework_submissions',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lectureId: integer()
      .notNull()
      .references(() => lectures.id, { onDelete: 'cascade' }),
    homeworkId: integer()
      .notNull()
      .references(() => homeworks.id, { onDelete: 'cascade' }),
    text: text().notNull().default(''),
    fileName: text(),
    status: text().notNull().default('submitted'),
    score: integer(),
    feedback: text().notNull().default(''),
    markedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    markedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('homework_submissions_user_lecture_idx').on(table.userId, table.lectureId, table.id),
    index('homework_submissions_queue_idx').on(table.status, table.createdAt),
    check('homework_submissions_status_known', sql`${table.status} IN ('submitted','passed','failed')`),
  ],
);

/** A certificate once issued keeps its number and date, however often it is downloaded again. */
export const certificates = pgTable(
  'certificates',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: integer()
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    /** e.g. CS-2026-000012: the year issued and the row's number. */
    number: text().notNull().unique(),
    issuedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('certificates_user_course_idx').on(table.userId, table.courseId)],
);

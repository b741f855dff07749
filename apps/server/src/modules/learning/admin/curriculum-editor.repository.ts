import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/database';
import {
  courseProgress,
  courses,
  courseSections,
  homeworks,
  lectures,
  quizQuestions,
  quizzes,
} from '../../../db/tables';

export type SectionRow = typeof courseSections.$inferSelect;
export type LectureRow = typeof lectures.$inferSelect;
export type LectureValues = Omit<typeof lectures.$inferInsert, 'id' | 'createdAt' | 'courseId' | 'location'>;
export type QuestionValues = Pick<typeof quizQuestions.$inferInsert, 'text' | 'choices' | 'correctChoiceIds'>;

/** The course, locked until the transaction ends: one curriculum change at a time per course. */
export const lockCourse = async (db: Queryable, courseId: number) => {
  const [row] = await db
    .select({ id: courses.id })
    .from(courses)
    .where(eq(courses.id, courseId))
    .for('update');
  return row ?? null;
};

export const findSection = async (db: Queryable, id: number) => {
  const [row] = await db.select().from(courseSections).where(eq(courseSections.id, id));
  return row ?? null;
};

export const findLectureRow = async (db: Queryable, id: number) => {
  const [row] = await db.select().from(lectures).where(eq(lectures.id, id));
  return row ?? null;
};

export const listSections = (db: Queryable, courseId: number) =>
  db
    .select()
    .from(courseSections)
    .where(eq(courseSections.courseId, courseId))
    .orderBy(asc(courseSections.location), asc(courseSections.id));

export const listLectures = (db: Queryable, courseId: number) =>
  db
    .select()
    .from(lectures)
    .where(eq(lectures.courseId, courseId))
    .orderBy(asc(lectures.location), asc(lectures.id));

/** The quizzes (with questions in order) and homework the lectures point to. */
export const listLectureTasks = async (db: Queryable, rows: readonly LectureRow[]) => {
  const quizIds = rows.flatMap((row) => (row.quizId === null ? [] : [row.quizId]));
  const homeworkIds = rows.flatMap((row) => (row.homeworkId === null ? [] : [row.homeworkId]));
  const [quizRows, questionRows, homeworkRows] = await Promise.all([
    quizIds.length ? db.select().from(quizzes).where(inArray(quizzes.id, quizIds)) : [],
    quizIds.length
      ? db
          .select()
          .from(quizQuestions)
          .where(inArray(quizQuestions.quizId, quizIds))
          .orderBy(asc(quizQuestions.location), asc(quizQuestions.id))
      : [],
    homeworkIds.length ? db.select().from(homeworks).where(inArray(homeworks.id, homeworkIds)) : [],
  ]);
  return { quizRows, questionRows, homeworkRows };
};

export const nextSectionLocation = async (db: Queryable, courseId: number) => {
  const [row] = await db
    .select({ next: sql<number>`coalesce(max(${courseSections.location}) + 1, 0)`.mapWith(Number) })
    .from(courseSections)
    .where(eq(courseSections.courseId, courseId));
  return row?.next ?? 0;
};

export const nextLectureLocation = async (db: Queryable, sectionId: number) => {
  const [row] = await db
    .select({ next: sql<number>`coalesce(max(${lectures.location}) + 1, 0)`.mapWith(Number) })
    .from(lectures)
    .where(eq(lectures.sectionId, sectionId));
  return row?.next ?? 0;
};

export const insertSection = async (db: Queryable, values: typeof courseSections.$inferInsert) => {
  const [row] = await db.insert(courseSections).values(values).returning();
  if (!row) throw new Error('section not inserted');
  return row;
};

export const updateSection = async (db: Queryable, id: number, values: Partial<SectionRow>) => {
  const [row] = await db.update(courseSections).set(values).where(eq(courseSections.id, id)).returning();
  if (!row) throw new Error('section not updated');
  return row;
};

export const deleteSection = async (db: Queryable, id: number) => {
  await db.delete(courseSections).where(eq(courseSections.id, id));
};

export const insertLecture = async (db: Queryable, values: typeof lectures.$inferInsert) => {
  const [row] = await db.insert(lectures).values(values).returning();
  if (!row) throw new Error('lecture not inserted');
  return row;
};

export const updateLecture = async (db: Queryable, id: number, values: Partial<LectureRow>) => {
  const [row] = await db.update(lectures).set(values).where(eq(lectures.id, id)).returning();
  if (!row) throw new Error('lecture not updated');
  return row;
};

export const deleteLecture = async (db: Queryable, id: number) => {
  await db.delete(lectures).where(eq(lectures.id, id));
};

export const insertQuiz = async (db: Queryable, courseId: number, title: string) => {
  const [row] = await db.insert(quizzes).values({ courseId, title }).returning();
  if (!row) throw new Error('quiz not inserted');
  return row;
};

/** Renames the course's quiz; false when there is no such quiz of this course. */
export const renameQuiz = async (db: Queryable, quizId: number, courseId: number, title: string) =>
  (
    await db
      .update(quizzes)
      .set({ title })
      .where(and(eq(quizzes.id, quizId), eq(quizzes.courseId, courseId)))
      .returning({ id: quizzes.id })
  ).length > 0;

/** Replaces the quiz's questions. */
export const replaceQuizQuestions = async (db: Queryable, quizId: number, questions: QuestionValues[]) => {
  await db.delete(quizQuestions).where(eq(quizQuestions.quizId, quizId));
  await db
    .insert(quizQuestions)
    .values(questions.map((question, location) => ({ ...question, quizId, location })));
};

/** A quiz or homework is the lecture's own; it goes with it (only when it is of the same course). */
export const deleteQuiz = async (db: Queryable, quizId: number, courseId: number) => {
  await db.delete(quizzes).where(and(eq(quizzes.id, quizId), eq(quizzes.courseId, courseId)));
};

export const upsertHomework = async (
  db: Queryable,
  homeworkId: number | null,
  values: { courseId: number; title: string; instructions: string },
) => {
  if (homeworkId !== null) {
    const [row] = await db.update(homeworks).set(values).where(eq(homeworks.id, homeworkId)).returning();
    if (row) return row;
  }
  const [row] = await db.insert(homeworks).values(values).returning();
  if (!row) throw new Error('homework not inserted');
  return row;
};

export const deleteHomework = async (db: Queryable, homeworkId: number, courseId: number) => {
  await db.delete(homeworks).where(and(eq(homeworks.id, homeworkId), eq(homeworks.courseId, courseId)));
};

/**
 * Forgets a deleted lecture in every student's progress of the course, so percentages and
 * "continue where you left off" only count lectures that exist.
 */
export const forgetLectureProgress = async (db: Queryable, courseId: number, lectureId: number) => {
  await db
    .update(courseProgress)
    .set({
      lectures: sql`${courseProgress.lectures} - ${String(lectureId)}::text`,
      lastLectureId: sql`nullif(${courseProgress.lastLectureId}, ${lectureId})`,
      lastPositionSeconds: sql`case when ${courseProgress.lastLectureId} = ${lectureId} then 0 else ${courseProgress.lastPositionSeconds} end`,
    })
    .where(eq(courseProgress.courseId, courseId));
};

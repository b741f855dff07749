import { and, desc, eq, sql } from 'drizzle-orm';
import type { Queryable, Transaction } from '../../db/database';
import { courseProgress, enrolments, type StoredLectureProgress } from '../../db/tables';

export type ProgressRow = typeof courseProgress.$inferSelect;

export const findProgress = async (
  db: Queryable,
  userId: number,
  courseId: number,
): Promise<ProgressRow | null> => {
  const [row] = await db
    .select()
    .from(courseProgress)
    .where(and(eq(courseProgress.userId, userId), eq(courseProgress.courseId, courseId)));
  return row ?? null;
};

/** Every course progress row of a student, most recently learned first. */
export const listProgressOfUser = (db: Queryable, userId: number) =>
  db
    .select()
    .from(courseProgress)
    .where(eq(courseProgress.userId, userId))
    .orderBy(desc(courseProgress.updatedAt));

/**
 * The student's progress row for the course, locked until the transaction ends, so two tabs'
 * reports are counted one after the other. The first report creates the row.
 */
export const lockProgress = async (
  tx: Transaction,
  userId: number,
  courseId: number,
): Promise<ProgressRow> => {
  const locked = () =>
    tx
      .select()
      .from(courseProgress)
      .where(and(eq(courseProgress.userId, userId), eq(courseProgress.courseId, courseId)))
      .for('update');
  const [row] = await locked();
  if (row) return row;
  await tx.insert(courseProgress).values({ userId, courseId }).onConflictDoNothing();
  const [created] = await locked();
  if (!created) throw new Error('course progress row not created');
  return created;
};

export const saveProgress = async (
  tx: Transaction,
  row: { userId: number; courseId: number },
  changes: Partial<typeof courseProgress.$inferInsert> & { lectures: Record<string, StoredLectureProgress> },
) => {
  await tx
    .update(courseProgress)
    .set(changes)
    .where(and(eq(courseProgress.userId, row.userId), eq(courseProgress.courseId, row.courseId)));
};

/** Spends learning time of an Actual plan (never past its budget). */
export const spendLearningTime = async (tx: Transaction, enrolmentId: number, ms: number) => {
  if (ms <= 0) return;
  await tx
    .update(enrolments)
    .set({
      learningSpentMs: sql`least(${enrolments.learningSpentMs} + ${ms}, coalesce(${enrolments.learningBudgetMs}, ${enrolments.learningSpentMs} + ${ms}))`,
    })
    .where(eq(enrolments.id, enrolmentId));
};

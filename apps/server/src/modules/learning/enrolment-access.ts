import { and, asc, eq } from 'drizzle-orm';
import type { CountdownRecord } from '@shop/domain/access/countdown';
import type { PlanType, TermUnit } from '@shop/domain/catalog/pricing-plan';
import {
  enrolmentToCharge,
  learningAccess,
  type EnrolmentAccess,
} from '@shop/domain/learning/learning-access';
import type { Queryable } from '../../db/database';
import { enrolments } from '../../db/tables';

export type EnrolmentRow = typeof enrolments.$inferSelect;

/** An enrolment row as spec 1's countdown record, the stored end and learning time included. */
export const toCountdownRecord = (row: EnrolmentRow): CountdownRecord => ({
  orderId: row.orderId,
  planType: row.planType as PlanType,
  courseDays: row.planType === 'Period' && row.expiresAt === null ? -1 : null,
  startDateTime: row.startsAt,
  term: row.term,
  termUnit: row.termUnit as TermUnit | null,
  term2: row.term2,
  termUnit2: row.termUnit2 as TermUnit | null,
  isTermUnit2: row.planType === 'Actual' && row.expiresAt !== null,
  countDownTime: row.learningBudgetMs ?? -1,
  progressTime: row.learningSpentMs,
  finishDateTime: row.expiresAt,
  readLecture: null,
});

const toAccess = (row: EnrolmentRow): EnrolmentAccess => ({
  id: row.id,
  status: row.status === 'active' ? 'active' : 'revoked',
  record: toCountdownRecord(row),
});

export const findEnrolments = (db: Queryable, userId: number, courseId: number) =>
  db
    .select()
    .from(enrolments)
    .where(and(eq(enrolments.userId, userId), eq(enrolments.courseId, courseId)))
    .orderBy(asc(enrolments.id));

/** Whether the student may learn the course now, and which enrolment pays for learning time. */
export const loadLearningAccess = async (db: Queryable, userId: number, courseId: number, now: Date) => {
  const rows = await findEnrolments(db, userId, courseId);
  const access = rows.map(toAccess);
  return { access: learningAccess(access, now), chargeEnrolmentId: enrolmentToCharge(access, now) };
};

/** Whether the user has an active enrolment in the course (the course page's "enrolled before"). */
export const hasActiveEnrolment = async (db: Queryable, userId: number, courseId: number) =>
  (await findEnrolments(db, userId, courseId)).some((row) => row.status === 'active');

import { and, eq } from 'drizzle-orm';
import type { ExtendEnrolmentBody, GrantEnrolmentBody } from '@shop/contract/admin/student-actions';
import type { StudentEnrolment } from '@shop/contract/admin/students';
import { accessWindow } from '@shop/domain/access/access-window';
import { extendAccess } from '@shop/domain/access/access-extension';
import { COUNTDOWN_MS_PER_UNIT } from '@shop/domain/access/countdown';
import { ErrorCode } from '@shop/domain/errors/error-codes';
import { shopDayEnd } from '@shop/domain/reports/shop-calendar';
import type { Database, Transaction } from '../../../db/database';
import { courses, enrolments } from '../../../db/tables';
import { AppError } from '../../../lib/app-error';
import type { EnrolmentRow } from '../enrolment-access';
import { recordAudit } from '../../audit/index';
import { notAStudent, findStudent } from '../../accounts/index';
import { toStudentEnrolment } from './students-enrolment-view';

type Acting = { adminId: number; now: Date };

/** What an audit row keeps of an enrolment's access. */
const accessOf = (row: EnrolmentRow) => ({
  course_id: row.courseId,
  plan_type: row.planType,
  status: row.status,
  starts_at: row.startsAt,
  expires_at: row.expiresAt,
  learning_budget_ms: row.learningBudgetMs,
});

const findCourse = async (tx: Transaction, courseId: number) => {
  const [course] = await tx.select().from(courses).where(eq(courses.id, courseId));
  if (!course) throw new AppError(ErrorCode.NOT_FOUND, { message: 'No such course' });
  if (course.courseType === 'product')
    throw new AppError(ErrorCode.INPUT_ERROR, {
      message: 'A product gives no enrolment',
      params: [{ param: 'course_id', message: 'is a product, which gives no enrolment' }],
    });
  return course;
};

/**
 * An administrator gives a student a course without an order, from now, with the access a plan
 * of that type and term would give; audited in the same transaction.
 */
export const grantEnrolment = (
  db: Database,
  studentId: number,
  body: GrantEnrolmentBody,
  acting: Acting,
): Promise<StudentEnrolment> =>
  db.transaction(async (tx) => {
    if (!(await findStudent(tx, studentId))) throw notAStudent();
    const course = await findCourse(tx, body.course_id);
    const plan = {
      planType: body.plan_type,
      term: body.term ?? null,
      termUnit: body.term_unit ?? null,
      term2: body.term2 ?? null,
      termUnit2: body.term_unit2 ?? null,
    };
    const window = accessWindow(plan, acting.now);
    const [row] = await tx
      .insert(enrolments)
      .values({ userId: studentId, courseId: course.id, ...plan, ...window })
      .returning();
    if (!row) throw new Error('enrolment not inserted');
    await recordAudit(tx, {
      actorUserId: acting.adminId,
      action: 'enrolment.grant',
      entityType: 'enrolment',
      entityId: row.id,
      before: null,
      after: { user_id: studentId, ...accessOf(row), reason: body.reason ?? '' },
    });
    return toStudentEnrolment(row, course.title, acting.now);
  });

/** The student's enrolment, locked for a change; NOT_FOUND when it is not theirs. */
const lockEnrolment = async (tx: Transaction, studentId: number, enrolmentId: number) => {
  const [row] = await tx
    .select({ enrolment: enrolments, courseTitle: courses.title })
    .from(enrolments)
    .innerJoin(courses, eq(courses.id, enrolments.courseId))
    .where(and(eq(enrolments.id, enrolmentId), eq(enrolments.userId, studentId)))
    .for('update', { of: enrolments });
  if (!row) throw new AppError(ErrorCode.NOT_FOUND, { message: 'No such enrolment of this student' });
  return row;
};

/** A later end (to the end of that Bangkok day) and/or more learning time, by the domain's rule; audited. */
export const extendEnrolment = (
  db: Database,
  ids: { studentId: number; enrolmentId: number },
  body: ExtendEnrolmentBody,
  acting: Acting,
): Promise<StudentEnrolment> =>
  db.transaction(async (tx) => {
    const { enrolment, courseTitle } = await lockEnrolment(tx, ids.studentId, ids.enrolmentId);
    const decision = extendAccess(
      {
        planType: enrolment.planType as Parameters<typeof extendAccess>[0]['planType'],
        status: enrolment.status === 'revoked' ? 'revoked' : 'active',
        expiresAt: enrolment.expiresAt,
        learningBudgetMs: enrolment.learningBudgetMs,
      },
      {
        newEnd: body.new_end_date === undefined ? undefined : shopDayEnd(body.new_end_date),
        extraLearningMs:
          body.extra_learning_hours === undefined
            ? undefined
            : body.extra_learning_hours * COUNTDOWN_MS_PER_UNIT['Hour(s)'],
      },
      acting.now,
    );
    if (!decision.ok)
      throw new AppError(decision.code, {
        message: 'The enrolment cannot be extended so',
        result: decision.detail,
      });
    const [row] = await tx
      .update(enrolments)
      .set(decision.value)
      .where(eq(enrolments.id, enrolment.id))
      .returning();
    if (!row) throw new Error('enrolment not updated');
    await recordAudit(tx, {
      actorUserId: acting.adminId,
      action: 'enrolment.extend',
      entityType: 'enrolment',
      entityId: row.id,
      before: accessOf(enrolment),
      after: { ...accessOf(row), reason: body.reason ?? '' },
    });
    return toStudentEnrolment(row, courseTitle, acting.now);
  });

/** Ends an enrolment at once: the course closes for the student on their next request; audited. */
export const revokeEnrolment = (
  db: Database,
  ids: { studentId: number; enrolmentId: number },
  reason: string,
  acting: Acting,
): Promise<StudentEnrolment> =>
  db.transaction(async (tx) => {
    const { enrolment, courseTitle } = await lockEnrolment(tx, ids.studentId, ids.enrolmentId);
    if (enrolment.status === 'revoked')
      throw new AppError(ErrorCode.ENROLMENT_REVOKED, { message: 'The enrolment was revoked already' });
    const [row] = await tx
      .update(enrolments)
      .set({ status: 'revoked' })
      .where(eq(enrolments.id, enrolment.id))
      .returning();
    if (!row) throw new Error('enrolment not updated');
    await recordAudit(tx, {
      actorUserId: acting.adminId,
      action: 'enrolment.revoke',
      entityType: 'enrolment',
      entityId: row.id,
      before: accessOf(enrolment),
      after: { ...accessOf(row), reason },
    });
    return toStudentEnrolment(row, courseTitle, acting.now);
  });

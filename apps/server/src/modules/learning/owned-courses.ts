import { and, desc, eq, gt, isNull, or } from 'drizzle-orm';
import type { Queryable } from '../../db/database';
import { enrolments } from '../../db/tables';

/** Courses the student holds an open enrolment for, with the plan of the latest one. */
export const listOwnedCourses = async (db: Queryable, userId: number) => {
  const now = new Date();
  const rows = await db
    .select({ courseId: enrolments.courseId, planId: enrolments.pricingPlanId })
    .from(enrolments)
    .where(
      and(
        eq(enrolments.userId, userId),
        eq(enrolments.status, 'active'),
        or(isNull(enrolments.expiresAt), gt(enrolments.expiresAt, now)),
      ),
    )
    .orderBy(desc(enrolments.id));
  const seen = new Set<number>();
  return rows.flatMap((row) => {
    if (seen.has(row.courseId)) return [];
    seen.add(row.courseId);
    return [{ courseID: row.courseId, priceplan_id: row.planId }];
  });
};

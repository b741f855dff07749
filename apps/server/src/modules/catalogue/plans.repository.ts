import { and, asc, eq, inArray, or } from 'drizzle-orm';
import type { Queryable } from '../../db/database';
import { pricingPlans } from '../../db/tables';

/** Every plan of these courses, tied by course_id or by reference COURSE + reference_id. */
export const findPlansOfCourses = async (db: Queryable, courseIds: readonly number[]) => {
  if (courseIds.length === 0) return [];
  const ids = [...courseIds];
  return db
    .select()
    .from(pricingPlans)
    .where(
      or(
        inArray(pricingPlans.courseId, ids),
        and(eq(pricingPlans.referenceCode, 'COURSE'), inArray(pricingPlans.referenceId, ids)),
      ),
    )
    .orderBy(asc(pricingPlans.sortOrder), asc(pricingPlans.id));
};

export const findPlansByIds = async (db: Queryable, planIds: readonly number[]) =>
  planIds.length === 0
    ? []
    : db
        .select()
        .from(pricingPlans)
        .where(inArray(pricingPlans.id, [...planIds]));

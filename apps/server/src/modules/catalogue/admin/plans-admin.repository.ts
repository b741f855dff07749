import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/database';
import { courses, pricingPlans } from '../../../db/tables';

export type PlanRow = typeof pricingPlans.$inferSelect;
export type PlanValues = Omit<typeof pricingPlans.$inferInsert, 'id' | 'createdAt' | 'courseId'>;

/** An order line names the plan (such a plan can be hidden but not deleted). */
// Qualified by hand: drizzle leaves columns of a one-table query unqualified, and inside the
// subquery a bare "id" would be the order line's.
const isOrdered = sql<boolean>`EXISTS (SELECT 1 FROM order_lines ol WHERE ol.pricing_plan_id = pricing_plans.id)`;

/** The course row, locked until the transaction ends, so two edits of its plans run one after the other. */
export const lockCourse = async (db: Queryable, courseId: number) => {
  const [row] = await db
    .select({ id: courses.id })
    .from(courses)
    .where(eq(courses.id, courseId))
    .for('update');
  return row ?? null;
};

export const findCourse = async (db: Queryable, courseId: number) => {
  const [row] = await db.select({ id: courses.id }).from(courses).where(eq(courses.id, courseId));
  return row ?? null;
};

/** The plans the back office edits for a course: those it owns by `course_id`, in the storefront's order. */
export const listPlansOfCourse = (db: Queryable, courseId: number) =>
  db
    .select({ plan: pricingPlans, isOrdered })
    .from(pricingPlans)
    .where(eq(pricingPlans.courseId, courseId))
    .orderBy(asc(pricingPlans.sortOrder), asc(pricingPlans.id));

export const findPlanOfCourse = async (db: Queryable, courseId: number, planId: number) => {
  const [row] = await db
    .select({ plan: pricingPlans, isOrdered })
    .from(pricingPlans)
    .where(and(eq(pricingPlans.id, planId), eq(pricingPlans.courseId, courseId)));
  return row ?? null;
};

/** Which of these ids are courses (a student-free plan must name real ones). */
export const existingCourseIds = async (db: Queryable, ids: readonly number[]) =>
  ids.length === 0
    ? []
    : (
        await db
          .select({ id: courses.id })
          .from(courses)
          .where(inArray(courses.id, [...ids]))
      ).map((row) => row.id);

export const nextSortOrder = async (db: Queryable, courseId: number) => {
  const [row] = await db
    .select({ next: sql<number>`coalesce(max(${pricingPlans.sortOrder}) + 1, 0)::int` })
    .from(pricingPlans)
    .where(eq(pricingPlans.courseId, courseId));
  return row?.next ?? 0;
};

/** One default per course: the new default takes it from the others. */
export const clearDefault = async (db: Queryable, courseId: number) => {
  await db
    .update(pricingPlans)
    .set({ isDefault: false })
    .where(and(eq(pricingPlans.courseId, courseId), eq(pricingPlans.isDefault, true)));
};

export const insertPlan = async (db: Queryable, courseId: number, values: PlanValues) => {
  const [row] = await db
    .insert(pricingPlans)
    .values({ ...values, courseId, referenceCode: 'COURSE', referenceId: courseId })
    .returning();
  if (!row) throw new Error('pricing plan not inserted');
  return row;
};

export const updatePlan = async (db: Queryable, planId: number, values: PlanValues) => {
  const [row] = await db.update(pricingPlans).set(values).where(eq(pricingPlans.id, planId)).returning();
  if (!row) throw new Error('pricing plan not updated');
  return row;
};

export const deletePlan = async (db: Queryable, planId: number) => {
  await db.delete(pricingPlans).where(eq(pricingPlans.id, planId));
};

export const setPlanSortOrder = async (db: Queryable, planId: number, sortOrder: number) => {
  await db.update(pricingPlans).set({ sortOrder }).where(eq(pricingPlans.id, planId));
};

import type { AdminPlan, PlanBody, ReorderPlansBody } from '@shop/contract/admin/plans-admin';
import type { PlanType, PricingType, TermUnit } from '@shop/domain/catalog/pricing-plan';
import { ErrorCode } from '@shop/domain/errors/error-codes';
import { validatePricingPlan, type PlanIssue } from '@shop/domain/pricing/validate-pricing-plan';
import type { Database, Queryable, Transaction } from '../../../db/database';
import { AppError } from '../../../lib/app-error';
import { recordAudit } from '../../audit/index';
import {
  clearDefault,
  deletePlan,
  existingCourseIds,
  findCourse,
  findPlanOfCourse,
  insertPlan,
  listPlansOfCourse,
  lockCourse,
  nextSortOrder,
  setPlanSortOrder,
  updatePlan,
  type PlanRow,
  type PlanValues,
} from './plans-admin.repository';

type Body = Required<PlanBody>;

// The database's check constraints guarantee these texts; the casts only name them.
const toWire = ({ plan, isOrdered }: { plan: PlanRow; isOrdered: boolean }): AdminPlan => ({
  id: plan.id,
  course_id: plan.courseId,
  name: plan.name,
  plan_type: plan.planType as PlanType,
  term: plan.term,
  term_unit: plan.termUnit as TermUnit | null,
  term_2: plan.term2,
  term_unit_2: plan.termUnit2 as TermUnit | null,
  price: plan.price,
  price_usd: plan.priceUsd,
  status_show: plan.statusShow,
  is_default: plan.isDefault,
  pricing_type: plan.pricingType as PricingType,
  free_for: plan.freeFor === 'Student' ? 'Student' : null,
  free_course_ids: plan.freeCourseIds,
  buy_course_free: plan.buyCourseFree,
  need_approval: plan.needApproval,
  is_for_member: plan.isForMember,
  sort_order: plan.sortOrder,
  is_ordered: isOrdered,
});

const valuesOf = (body: Body): PlanValues => ({
  name: body.name,
  planType: body.plan_type,
  term: body.term,
  termUnit: body.term_unit,
  term2: body.term_2,
  termUnit2: body.term_unit_2,
  price: body.price,
  priceUsd: body.price_usd,
  statusShow: body.status_show,
  isDefault: body.is_default,
  pricingType: body.pricing_type,
  freeFor: body.free_for,
  freeCourseIds: body.free_course_ids,
  buyCourseFree: body.buy_course_free,
  needApproval: body.need_approval,
  isForMember: body.is_for_member,
});

const inputError = (issues: PlanIssue[]) =>
  new AppError(ErrorCode.INPUT_ERROR, {
    message: issues.map((issue) => `${issue.field} ${issue.message}`).join('; '),
    params: issues.map((issue) => ({ param: issue.field, message: issue.message })),
  });

const courseNotFound = () => new AppError(ErrorCode.NOT_FOUND, { message: 'No such course' });
const planNotFound = () =>
  new AppError(ErrorCode.NOT_FOUND, { message: 'No such pricing plan of this course' });

/** The domain's rules, then that every course a student-free plan names exists. */
const checkPlan = async (tx: Queryable, courseId: number, body: Body) => {
  const issues = validatePricingPlan(
    {
      planType: body.plan_type,
      term: body.term,
      termUnit: body.term_unit,
      term2: body.term_2,
      termUnit2: body.term_unit_2,
      price: body.price,
      priceUsd: body.price_usd,
      statusShow: body.status_show,
      isDefault: body.is_default,
      freeFor: body.free_for,
      freeCourseIds: body.free_course_ids,
      buyCourseFree: body.buy_course_free,
      needApproval: body.need_approval,
    },
    courseId,
  );
  if (issues.length > 0) throw inputError(issues);
  const known = new Set(await existingCourseIds(tx, body.free_course_ids));
  const unknown = body.free_course_ids.filter((id) => !known.has(id));
  if (unknown.length > 0)
    throw inputError([{ field: 'free_course_ids', message: `name no course: ${unknown.join(', ')}` }]);
  return valuesOf(body);
};

export const listPlansForAdmin = async (db: Queryable, courseId: number) => {
  if (!(await findCourse(db, courseId))) throw courseNotFound();
  const rows = await listPlansOfCourse(db, courseId);
  return { data: rows.map(toWire), total: rows.length };
};

const lockedCourse = async (tx: Transaction, courseId: number) => {
  if (!(await lockCourse(tx, courseId))) throw courseNotFound();
};

export const createPlan = (db: Database, adminId: number, courseId: number, body: Body) =>
  db.transaction(async (tx) => {
    await lockedCourse(tx, courseId);
    const values = await checkPlan(tx, courseId, body);
    if (values.isDefault) await clearDefault(tx, courseId);
    const row = await insertPlan(tx, courseId, { ...values, sortOrder: await nextSortOrder(tx, courseId) });
    const plan = toWire({ plan: row, isOrdered: false });
    await recordAudit(tx, {
      actorUserId: adminId,
      action: 'pricing_plan.create',
      entityType: 'pricing_plan',
      entityId: plan.id,
      after: plan,
    });
    return plan;
  });

/** Orders already made keep the price and the access they were priced with (copied onto the order). */
export const changePlan = (db: Database, adminId: number, courseId: number, planId: number, body: Body) =>
  db.transaction(async (tx) => {
    await lockedCourse(tx, courseId);
    const current = await findPlanOfCourse(tx, courseId, planId);
    if (!current) throw planNotFound();
    const values = await checkPlan(tx, courseId, body);
    if (values.isDefault) await clearDefault(tx, courseId);
    const plan = toWire({ plan: await updatePlan(tx, planId, values), isOrdered: current.isOrdered });
    await recordAudit(tx, {
      actorUserId: adminId,
      action: 'pricing_plan.update',
      entityType: 'pricing_plan',
      entityId: planId,
      before: toWire(current),
      after: plan,
    });
    return plan;
  });

export const removePlan = (db: Database, adminId: number, courseId: number, planId: number) =>
  db.transaction(async (tx) => {
    await lockedCourse(tx, courseId);
    const current = await findPlanOfCourse(tx, courseId, planId);
    if (!current) throw planNotFound();
    if (current.isOrdered)
      throw new AppError(ErrorCode.PLAN_IN_USE, { message: 'An order names this plan; hide it instead' });
    await deletePlan(tx, planId);
    await recordAudit(tx, {
      actorUserId: adminId,
      action: 'pricing_plan.delete',
      entityType: 'pricing_plan',
      entityId: planId,
      before: toWire(current),
    });
  });

/** The list names every plan of the course once; its position becomes the plan's sort order. */
export const reorderPlans = (db: Database, adminId: number, courseId: number, body: ReorderPlansBody) =>
  db.transaction(async (tx) => {
    await lockedCourse(tx, courseId);
    const before = await listPlansOfCourse(tx, courseId);
    const ids = new Set(before.map((row) => row.plan.id));
    const isWholeList =
      body.plan_ids.length === ids.size &&
      new Set(body.plan_ids).size === ids.size &&
      body.plan_ids.every((id) => ids.has(id));
    if (!isWholeList)
      throw inputError([{ field: 'plan_ids', message: 'must name every plan of the course once' }]);
    for (const [position, id] of body.plan_ids.entries()) await setPlanSortOrder(tx, id, position);
    const after = await listPlansOfCourse(tx, courseId);
    await recordAudit(tx, {
      actorUserId: adminId,
      action: 'pricing_plan.reorder',
      entityType: 'course',
      entityId: courseId,
      before: before.map((row) => row.plan.id),
      after: body.plan_ids,
    });
    return { data: after.map(toWire), total: after.length };
  });

import { UNLIMITED } from '../access/countdown';
import type { PricingPlan } from '../catalog/pricing-plan';

/** The plan fields an administrator sets; the rules below decide whether they make a plan. */
export type PricingPlanDraft = Pick<
  PricingPlan,
  | 'planType'
  | 'term'
  | 'termUnit'
  | 'term2'
  | 'termUnit2'
  | 'price'
  | 'priceUsd'
  | 'statusShow'
  | 'isDefault'
  | 'freeFor'
  | 'freeCourseIds'
  | 'buyCourseFree'
  | 'needApproval'
>;

/** One broken rule: the wire name of the field and why (English, for the INPUT_ERROR param). */
export type PlanIssue = { field: string; message: string };

const isTerm = (term: number | null) => term !== null && (term === UNLIMITED || term >= 1);

const termIssues = (plan: PricingPlanDraft): PlanIssue[] => {
  const issues: PlanIssue[] = [];
  const needsTerm = plan.planType === 'Period' || plan.planType === 'Actual';
  if (needsTerm) {
    if (!isTerm(plan.term)) issues.push({ field: 'term', message: 'must be 1 or more, or -1 for unlimited' });
    if (plan.termUnit === null) issues.push({ field: 'term_unit', message: 'is required' });
  } else {
    if (plan.term !== null) issues.push({ field: 'term', message: `is not used by ${plan.planType} plans` });
    if (plan.termUnit !== null)
      issues.push({ field: 'term_unit', message: `is not used by ${plan.planType} plans` });
  }
  // Only Actual has a second term: the date limit beside its learning time.
  if (plan.planType === 'Actual') {
    if ((plan.term2 === null) !== (plan.termUnit2 === null))
      issues.push({ field: 'term_2', message: 'and term_unit_2 go together' });
    else if (plan.term2 !== null && !isTerm(plan.term2))
      issues.push({ field: 'term_2', message: 'must be 1 or more, or -1 for unlimited' });
  } else if (plan.term2 !== null || plan.termUnit2 !== null) {
    issues.push({ field: 'term_2', message: 'is used by Actual plans only' });
  }
  return issues;
};

const priceIssues = (plan: PricingPlanDraft): PlanIssue[] => {
  if (plan.planType === 'Free') {
    const issues: PlanIssue[] = [];
    if (plan.price !== 0) issues.push({ field: 'price', message: 'must be 0 for a Free plan' });
    if (plan.priceUsd !== null && plan.priceUsd !== 0)
      issues.push({ field: 'price_usd', message: 'must be 0 or empty for a Free plan' });
    return issues;
  }
  // A paid plan at 0 would be a Free plan that skips need_approval and the free-order flow.
  return plan.price === null || plan.price <= 0
    ? [{ field: 'price', message: `must be above 0 for a ${plan.planType} plan` }]
    : [];
};

const studentFreeIssues = (plan: PricingPlanDraft, courseId: number): PlanIssue[] => {
  if (plan.freeFor === null) {
    const issues: PlanIssue[] = [];
    if (plan.freeCourseIds.length > 0)
      issues.push({ field: 'free_course_ids', message: 'are used only when free_for is Student' });
    if (plan.buyCourseFree)
      issues.push({ field: 'buy_course_free', message: 'is used only when free_for is Student' });
    return issues;
  }
  if (plan.freeCourseIds.length === 0)
    return [{ field: 'free_course_ids', message: 'must name at least one course for a student-free plan' }];
  if (plan.freeCourseIds.includes(courseId))
    return [{ field: 'free_course_ids', message: 'must not name the course the plan sells' }];
  if (new Set(plan.freeCourseIds).size !== plan.freeCourseIds.length)
    return [{ field: 'free_course_ids', message: 'must not name a course twice' }];
  return [];
};

/**
 * Every rule a plan of `courseId` breaks (spec 1 section 3, docs/design.md "Orders"), empty when it is
 * a plan the storefront can sell: Period and Actual need a term, Free costs 0, paid plans cost
 * more than 0, a student-free plan names the courses that make it free, only Free plans wait for
 * approval, and the default plan is a shown one.
 */
export const validatePricingPlan = (plan: PricingPlanDraft, courseId: number): PlanIssue[] => [
  ...termIssues(plan),
  ...priceIssues(plan),
  ...studentFreeIssues(plan, courseId),
  ...(plan.needApproval && plan.planType !== 'Free'
    ? [{ field: 'need_approval', message: 'is used by Free plans only' }]
    : []),
  ...(plan.isDefault && plan.statusShow !== 1
    ? [{ field: 'is_default', message: 'must be a shown plan (status_show 1)' }]
    : []),
];

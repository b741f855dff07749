import { ErrorCode } from '../errors/error-codes';
import { fail, ok, type Result } from '../result';
import type { PricingPlan, PricingType } from './pricing-plan';

/** Who is looking at the plans. */
export type PlanViewer = {
  isLoggedIn: boolean;
  /** Courses the viewer has ordered (spec 1 GET /private/cart/ordercourse); empty for a visitor. */
  ownedCourseIds: readonly number[];
  /** The viewer may renew this course (`mayRenew`): its renewal plans are for sale beside the default ones. */
  canRenew?: boolean;
};

/** A plan in the layout-four picker; a disabled one is shown but cannot be chosen. */
export type PickerPlan = { plan: PricingPlan; disabled: boolean };

/**
 * Nothing to show: the page says 'no pricing plan for you' (NO_PRICING_PLAN in the error texts).
 * Both functions answer this failure instead of an empty list so the caller cannot miss it.
 */
export type NoPlanForViewer = typeof ErrorCode.NO_PRICING_PLAN;

const isFreeForStudentVisible = (plan: PricingPlan, viewer: PlanViewer): boolean => {
  if (plan.freeFor !== 'Student') return true;
  if (!viewer.isLoggedIn) return false;
  const owned = new Set(viewer.ownedCourseIds);
  return plan.freeCourseIds.every((courseId) => owned.has(courseId));
};

const nonEmpty = <T>(items: readonly T[]): Result<readonly T[], NoPlanForViewer> =>
  items.length === 0 ? fail(ErrorCode.NO_PRICING_PLAN) : ok(items);

/**
 * Whether a plan is of the type asked for. Renewal plans are only for viewers who may renew, and
 * then they are sold beside the default plans (the page and the order ask for 'default').
 */
const isOfferedType = (plan: PricingPlan, viewer: PlanViewer, pricingType: PricingType): boolean => {
  if (plan.pricingType !== 'renew') return plan.pricingType === pricingType;
  return viewer.canRenew === true && (pricingType === 'renew' || pricingType === 'default');
};

/** Plans the course page lists for `pricingType` (spec 1 section 5 "Pricing plan visibility"). */
export const visiblePlans = (
  plans: readonly PricingPlan[],
  viewer: PlanViewer,
  pricingType: PricingType,
): Result<readonly PricingPlan[], NoPlanForViewer> =>
  nonEmpty(
    plans.filter(
      (plan) =>
        plan.statusShow === 1 &&
        isOfferedType(plan, viewer, pricingType) &&
        isFreeForStudentVisible(plan, viewer),
    ),
  );

const belongsToCourse = (plan: PricingPlan, courseId: number): boolean =>
  plan.courseId === courseId || (plan.referenceCode === 'COURSE' && plan.referenceId === courseId);

/** Plans of the layout-four picker for one course (spec 2 section 5 "Plan eligibility"). */
export const pickerPlans = (
  plans: readonly PricingPlan[],
  courseId: number,
  viewer: PlanViewer,
): Result<readonly PickerPlan[], NoPlanForViewer> =>
  nonEmpty(
    plans
      .filter(
        (plan) =>
          belongsToCourse(plan, courseId) &&
          isOfferedType(plan, viewer, 'default') &&
          plan.statusShow === 1 &&
          plan.price !== null &&
          isFreeForStudentVisible(plan, viewer),
      )
      .map((plan) => ({ plan, disabled: plan.isForMember && !viewer.isLoggedIn })),
  );

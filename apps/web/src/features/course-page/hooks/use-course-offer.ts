import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CourseDetail } from '@shop/contract/catalog/course-detail';
import type { PublicSiteSettings } from '@shop/contract/settings/site-settings';
import { pickerPlans, type PickerPlan } from '@shop/domain/catalog/plan-visibility';
import { buyEligibility, type BuyEligibility } from '@shop/domain/eligibility/buy-eligibility';
import { hasCourseAccess } from '@shop/domain/eligibility/course-access';
import type { Currency } from '@shop/domain/money/currency';
import { planPrice } from '@shop/domain/pricing/plan-price';
import { useOwnedCourseIds } from '../api/list-owned-courses';
import { planFromWire } from '@shop/contract/catalog/to-domain';
import type { CourseViewer } from './course-page-context';

/** What the course offers this viewer: the plans to choose from, the chosen one, and whether they may buy. */
export type CourseOffer = {
  currency: Currency;
  /** Plans of the picker; a disabled one is member-only for a visitor. */
  plans: readonly PickerPlan[];
  /** True when no plan is for this viewer ('no pricing plan for you'). */
  hasNoPlan: boolean;
  chosenPlanId: number | null;
  choosePlan: (planId: number) => void;
  /** The lowest price among the plans the viewer may choose. */
  startingPrice: number | null;
  eligibility: BuyEligibility;
  isEnrolled: boolean;
};

const firstChoosable = (plans: readonly PickerPlan[]) =>
  (plans.find((item) => item.plan.isDefault && !item.disabled) ?? plans.find((item) => !item.disabled))?.plan
    .id ?? null;

/**
 * The domain's rules applied to one course and viewer: pickerPlans (shown, default pricing type,
 * priced, free-for-student only for owners, member-only disabled for visitors) and buyEligibility.
 * The choice resets when the course or the language changes (spec 2 "Plan picker").
 */
export const useCourseOffer = (
  course: CourseDetail,
  settings: PublicSiteSettings,
  viewer: CourseViewer,
  currency: Currency,
): CourseOffer => {
  const { i18n } = useTranslation();
  const [now] = useState(() => new Date());
  const isSignedIn = viewer.user !== null;
  const owned = useOwnedCourseIds(isSignedIn);
  const [choice, setChoice] = useState<{ key: string; planId: number } | null>(null);

  const picked = pickerPlans(course.priceDetailByUserId.map(planFromWire), course.id, {
    isLoggedIn: isSignedIn,
    ownedCourseIds: owned.data ?? [],
    canRenew: course.can_renew,
  });
  const plans = picked.ok ? picked.value : [];
  const choiceKey = `${String(course.id)}:${i18n.language}`;
  const chosenPlanId =
    choice?.key === choiceKey && plans.some((item) => item.plan.id === choice.planId && !item.disabled)
      ? choice.planId
      : firstChoosable(plans);
  const chosen = plans.find((item) => item.plan.id === chosenPlanId)?.plan ?? null;
  const prices = plans
    .filter((item) => !item.disabled)
    .map((item) => planPrice(item.plan, currency))
    .filter((price) => price !== null);

  const eligibility = buyEligibility(
    {
      viewerRoles: viewer.user?.roles ?? [],
      isLoading: viewer.isLoading || (isSignedIn && owned.isPending),
      hasCourseAccess:
        !course.lockCourse &&
        hasCourseAccess({
          courseAccessRights: settings.course_access_rights === 1,
          courseForUserGroup: course.course_for_user_group,
          userGroupId: viewer.user?.user_group_id ?? null,
        }),
      courseType: course.courseType,
      orderStatus: course.statusOrder === 'Nostatus' ? null : course.statusOrder,
      seatsLeft: course.seat,
      stockLeft: course.available_qty,
      registrationStart: course.preview.startRegDate,
      registrationEnd: course.preview.endRegDate,
      plan: chosen,
    },
    now,
  );

  return {
    currency,
    plans,
    hasNoPlan: !picked.ok,
    chosenPlanId,
    choosePlan: (planId) => setChoice({ key: choiceKey, planId }),
    startingPrice: prices.length > 0 ? Math.min(...prices) : null,
    eligibility,
    isEnrolled: course.is_enrolled,
  };
};

import { pickerPlans, type PlanViewer } from '@shop/domain/catalog/plan-visibility';
import type { PricingPlan } from '@shop/domain/catalog/pricing-plan';
import type { Currency } from '@shop/domain/money/currency';
import type { DisplayLocale } from '@shop/domain/money/format-money';
import { planLabel } from '@shop/domain/pricing/plan-label';

/** A plan as a picker offers it: its label, and disabled for a visitor when it is for members. */
export type PlanChoice = { plan: PricingPlan; value: number; label: string; disabled: boolean };

/** The plans of one course this viewer may pick (spec 2 "Plan eligibility"), labelled; empty when none. */
export const planChoices = (
  plans: readonly PricingPlan[],
  courseId: number,
  viewer: PlanViewer,
  currency: Currency,
  locale: DisplayLocale,
): PlanChoice[] => {
  const picked = pickerPlans(plans, courseId, viewer);
  if (!picked.ok) return [];
  return picked.value.map(({ plan, disabled }) => ({
    plan,
    value: plan.id,
    label: planLabel(plan, currency, locale),
    disabled,
  }));
};

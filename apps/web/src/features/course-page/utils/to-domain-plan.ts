import type { PricingPlanWire } from '@shop/contract/catalog/pricing-plan';
import type { PricingPlan } from '@shop/domain/catalog/pricing-plan';

/** A plan as the wire sends it, in the shape the domain's rules read. */
export const toDomainPlan = (plan: PricingPlanWire): PricingPlan => ({
  id: plan.id,
  courseId: plan.course_id,
  referenceCode: plan.reference_code,
  referenceId: plan.reference_id,
  name: plan.name,
  planType: plan.plan_type,
  term: plan.term,
  termUnit: plan.term_unit,
  term2: plan.term_2,
  termUnit2: plan.term_unit_2,
  price: plan.price,
  priceUsd: plan.price_usd,
  statusShow: plan.status_show,
  isDefault: plan.is_default,
  pricingType: plan.pricing_type,
  freeFor: plan.free_for,
  freeCourseIds: plan.free_course_ids
    .split(',')
    .map((id) => Number.parseInt(id, 10))
    .filter((id) => Number.isInteger(id)),
  buyCourseFree: plan.buy_course_free,
  needApproval: plan.need_approval,
  isForMember: plan.is_for_member,
});

import type { PricingPlan } from '@shop/domain/catalog/pricing-plan';
import type { Coupon, Promotion } from '@shop/domain/discounts/discount-types';
import { parsePaymentMethodScope } from '@shop/domain/discounts/parse-payment-method-scope';
import type { CouponWire } from './coupon';
import type { PricingPlanWire } from './pricing-plan';
import type { PromotionWire } from './promotion';

/** A comma list of ids as the wire sends it ("1,2"), as numbers; junk is dropped. */
export const idList = (text: string): number[] =>
  text
    .split(',')
    .map((part) => Number(part.trim()))
    .filter((id) => Number.isSafeInteger(id) && id > 0);

/** The wire's plan as the domain rules read it (the inverse of the server's wire mapping). */
export const planFromWire = (plan: PricingPlanWire): PricingPlan => ({
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
  freeCourseIds: idList(plan.free_course_ids),
  buyCourseFree: plan.buy_course_free,
  needApproval: plan.need_approval,
  isForMember: plan.is_for_member,
});

const discountValue = (wire: PromotionWire | CouponWire) => ({
  discountType: wire.discount_type,
  discountAmount: wire.discount_amont,
  discountAmountUsd: wire.discount_amount_usd,
});

export const promotionFromWire = (promotion: PromotionWire): Promotion => ({
  id: promotion.id,
  title: promotion.title,
  promotionType: promotion.promotion_type,
  courseIds: idList(promotion.courses),
  numberOfCourse: promotion.number_of_course,
  ...discountValue(promotion),
});

export const couponFromWire = (coupon: CouponWire): Coupon => ({
  id: coupon.id,
  code: coupon.code,
  couponType: coupon.coupon_type,
  courseIds: idList(coupon.courses),
  numberOfCourse: coupon.number_of_course,
  paymentMethodIds: parsePaymentMethodScope(coupon.payment_method),
  ...discountValue(coupon),
});

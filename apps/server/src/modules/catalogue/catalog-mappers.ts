import type { InferSelectModel } from 'drizzle-orm';
import type { CouponWire } from '@shop/contract/catalog/coupon';
import type { PricingPlanWire } from '@shop/contract/catalog/pricing-plan';
import type { PromotionWire } from '@shop/contract/catalog/promotion';
import type { PlanType, PricingPlan, PricingType, TermUnit } from '@shop/domain/catalog/pricing-plan';
import {
  toDiscountScope,
  toDiscountType,
  type Coupon,
  type Promotion,
} from '@shop/domain/discounts/discount-types';
import type { coupons, pricingPlans, promotions } from '../../db/tables';

export type PlanRow = InferSelectModel<typeof pricingPlans>;
export type PromotionRow = InferSelectModel<typeof promotions>;
export type CouponRow = InferSelectModel<typeof coupons>;

// The database's check constraints guarantee these texts; the casts only name them.
export const toDomainPlan = (row: PlanRow): PricingPlan => ({
  id: row.id,
  courseId: row.courseId,
  referenceCode: row.referenceCode,
  referenceId: row.referenceId,
  name: row.name,
  planType: row.planType as PlanType,
  term: row.term,
  termUnit: row.termUnit as TermUnit | null,
  term2: row.term2,
  termUnit2: row.termUnit2 as TermUnit | null,
  price: row.price,
  priceUsd: row.priceUsd,
  statusShow: row.statusShow,
  isDefault: row.isDefault,
  pricingType: row.pricingType as PricingType,
  freeFor: row.freeFor === 'Student' ? 'Student' : null,
  freeCourseIds: row.freeCourseIds,
  buyCourseFree: row.buyCourseFree,
  needApproval: row.needApproval,
  isForMember: row.isForMember,
});

export const toPlanWire = (plan: PricingPlan): PricingPlanWire => ({
  id: plan.id,
  course_id: plan.courseId,
  reference_code: plan.referenceCode,
  reference_id: plan.referenceId,
  name: plan.name,
  plan_type: plan.planType,
  term: plan.term,
  term_unit: plan.termUnit,
  term_2: plan.term2,
  term_unit_2: plan.termUnit2,
  price: plan.price,
  price_usd: plan.priceUsd,
  value: plan.price,
  status_show: plan.statusShow,
  is_default: plan.isDefault,
  pricing_type: plan.pricingType,
  free_for: plan.freeFor,
  free_course_ids: plan.freeCourseIds.join(','),
  buy_course_free: plan.buyCourseFree,
  need_approval: plan.needApproval,
  is_for_member: plan.isForMember,
});

const discountValue = (row: PromotionRow | CouponRow) => ({
  // The database's check constraint admits only these two.
  discountType: toDiscountType(row.discountType) ?? 'amount',
  discountAmount: row.discountType === 'percent' ? (row.discountPercent ?? 0) : (row.discountAmount ?? 0),
  discountAmountUsd: row.discountType === 'percent' ? null : row.discountAmountUsd,
});

export const toDomainPromotion = (row: PromotionRow, courseIds: readonly number[]): Promotion => ({
  id: row.id,
  title: row.title,
  promotionType: toDiscountScope(row.promotionType) ?? 'P1',
  courseIds,
  numberOfCourse: row.numberOfCourse,
  ...discountValue(row),
});

export const toDomainCoupon = (row: CouponRow, courseIds: readonly number[]): Coupon => ({
  id: row.id,
  code: row.code,
  couponType: toDiscountScope(row.couponType) ?? 'P1',
  courseIds,
  numberOfCourse: row.numberOfCourse,
  paymentMethodIds: row.paymentMethodIds,
  ...discountValue(row),
});

export type CourseLink = { id: number; title: string; link_path: string };

export const toPromotionWire = (
  promotion: Promotion,
  row: PromotionRow,
  courses: CourseLink[],
): PromotionWire => ({
  id: promotion.id,
  title: promotion.title,
  description_list: row.descriptionList,
  courses: promotion.courseIds.join(','),
  coursesInPromotion: courses,
  promotion_type: promotion.promotionType,
  number_of_course: promotion.numberOfCourse,
  discount_type: promotion.discountType,
  discount_amont: promotion.discountAmount,
  discount_amount_usd: promotion.discountAmountUsd,
});

export const toCouponWire = (coupon: Coupon): CouponWire => ({
  id: coupon.id,
  code: coupon.code,
  courses: coupon.courseIds.join(','),
  discount_type: coupon.discountType,
  discount_amont: coupon.discountAmount,
  discount_amount_usd: coupon.discountAmountUsd,
  coupon_type: coupon.couponType,
  number_of_course: coupon.numberOfCourse,
  payment_method: coupon.paymentMethodIds.join(','),
});

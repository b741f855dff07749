import type { CouponWire } from '@shop/contract/catalog/coupon';
import type { PricingPlanWire } from '@shop/contract/catalog/pricing-plan';
import type { PromotionWire } from '@shop/contract/catalog/promotion';
import type { PublicSiteSettings } from '@shop/contract/settings/site-settings';
import type { PricingPlan } from '@shop/domain/catalog/pricing-plan';
import type { Coupon, Promotion } from '@shop/domain/discounts/discount-types';
import { parsePaymentMethodScope } from '@shop/domain/discounts/parse-payment-method-scope';
import type { DiscountSettings, TaxSettings } from '@shop/domain/settings/shop-settings';

/** A comma list of ids as the wire sends it ("1,2"), as numbers. */
const idList = (text: string): number[] =>
  text
    .split(',')
    .map((part) => Number(part.trim()))
    .filter((id) => Number.isSafeInteger(id) && id > 0);

/** The wire's plan as the domain rules read it (the inverse of the server's toPlanWire). */
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

/** Exactly what the server passes to priceOrder, so the browser's summary is the server's. */
export const taxSettingsOf = (settings: PublicSiteSettings): TaxSettings => ({
  isEnableVat: settings.is_enable_vat,
  vatValue: settings.vat_value,
  isEnableTaxInvoice: settings.is_enable_tax_invoice,
  isEnableWithholdingTax: settings.is_enable_withholding_tax,
});

export const discountSettingsOf = (settings: PublicSiteSettings): DiscountSettings => ({
  isOneCoupon: settings.is_one_coupon,
  isUseCouponOrOrder: settings.is_use_coupon_or_oder,
});

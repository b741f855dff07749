import type { CourseType } from '@shop/domain/catalog/course-type';
import type { Coupon } from '@shop/domain/discounts/discount-types';
import type { WithholdingPercent } from '@shop/domain/tax/withholding';

/** One thing being bought, as the checkout reads it from a cart line or the course page. */
export type CheckoutLine = {
  courseId: number;
  name: string;
  courseType: CourseType;
  quantity: number;
  /** The chosen plan; null when none is chosen yet. */
  planId: number | null;
  freeBook: boolean;
  freeBookType: string | null;
  productFree: number;
};

/** What the buyer chose at checkout. */
export type CheckoutSelection = {
  promotionId: number | null;
  coupons: Coupon[];
  paymentMethodId: number | null;
  withholding: { requested: boolean; percent: WithholdingPercent };
  addressId: number | null;
  feeOptionId: number | null;
};

export const emptySelection = (percent: WithholdingPercent): CheckoutSelection => ({
  promotionId: null,
  coupons: [],
  paymentMethodId: null,
  withholding: { requested: false, percent },
  addressId: null,
  feeOptionId: null,
});

import type { CourseType } from '../catalog/course-type';
import type { PricingPlan } from '../catalog/pricing-plan';
import type { Coupon, Promotion } from '../discounts/discount-types';
import type { ErrorCode } from '../errors/error-codes';
import type { Currency } from '../money/currency';
import type { DiscountSettings, TaxSettings } from '../settings/shop-settings';

/** One thing in the order: a course (quantity 1) or a product (any quantity). */
export type OrderLineInput = {
  courseId: number;
  courseType: CourseType;
  quantity: number;
  /** The chosen plan; null when the buyer chose none (the specification's plan id -1). */
  plan: PricingPlan | null;
  /** The buyer already holds an enrolment for this course. */
  alreadyOwned: boolean;
};

export type TaxBuyer = {
  requiresTaxInvoice: boolean;
  personType: 'normal_person' | 'juristic_person';
};

export type WithholdingChoice = { requested: false } | { requested: true; percent: 3 | 1 };

export type PriceOrderInput = {
  currency: Currency;
  lines: readonly OrderLineInput[];
  /** Promotions the shop runs now; used to ask for a choice when one applies. */
  availablePromotions: readonly Promotion[];
  /** The promotion the buyer chose, if any. */
  promotion: Promotion | null;
  /** Coupons the buyer applied, in the order they were applied. */
  coupons: readonly Coupon[];
  paymentMethodId: number | null;
  /** Minor units of the chosen shipping option; 0 when none. */
  shippingFee: number;
  buyer: TaxBuyer;
  withholding: WithholdingChoice;
  taxSettings: TaxSettings;
  discountSettings: DiscountSettings;
};

/** What one promotion or coupon took from one line. */
export type LineDiscount = {
  source: 'promotion' | 'coupon';
  id: number;
  code: string | null;
  amount: number;
};

export type PricedLine = {
  courseId: number;
  planId: number;
  quantity: number;
  unitPrice: number;
  /** unitPrice x quantity. */
  amount: number;
  discounts: LineDiscount[];
  /** amount - every discount; never below 0. */
  net: number;
};

export type PricedOrder = {
  currency: Currency;
  lines: PricedLine[];
  subtotal: number;
  promotion: { id: number; amount: number } | null;
  coupons: { id: number; code: string; amount: number }[];
  /** promotion + coupons; never more than subtotal. */
  discount: number;
  /**
   * The value before VAT: subtotal - discount when prices exclude VAT; subtotal - discount - vat
   * when they include it (lines, subtotal and discounts are then VAT-inclusive, as the buyer saw them).
   */
  net: number;
  vat: number;
  /** The shop's prices held the VAT: it was split out of them rather than added. */
  vatIncluded: boolean;
  withholdingPercent: 3 | 1 | null;
  withholding: number;
  shippingFee: number;
  /** net + vat + shippingFee - withholding: the amount to pay. */
  total: number;
  /** The specification's wire fields: price - discount + shipping_fee - withholding_price = total. */
  wire: { price: number; discount: number; shipping_fee: number; withholding_price: number };
};

/** One reason the order cannot be priced; `courseId` or `couponCode` say which part. */
export type OrderRefusal = {
  code: ErrorCode;
  courseId?: number;
  couponCode?: string;
};

import type { PricingPlan } from '../catalog/pricing-plan';
import type { CouponCheckContext } from '../discounts/coupon-rules';
import type { Coupon, Promotion } from '../discounts/discount-types';
import type { TaxSettings } from '../settings/shop-settings';
import type { PriceOrderResult } from './price-order';
import type { OrderLineInput, OrderRefusal, PriceOrderInput, TaxBuyer } from './price-order-types';

// Test data builders shared by the pricing and discount tests: sensible defaults, overridden per case.

/** A shown default Period plan of 1,000 THB / 30 USD for `courseId`. */
export const makePlan = (overrides: Partial<PricingPlan> = {}): PricingPlan => ({
  id: 1,
  courseId: 1,
  referenceCode: 'COURSE',
  referenceId: null,
  name: '',
  planType: 'Period',
  term: 1,
  termUnit: 'Year(s)',
  term2: null,
  termUnit2: null,
  price: 100_000,
  priceUsd: 3_000,
  statusShow: 1,
  isDefault: true,
  pricingType: 'default',
  freeFor: null,
  freeCourseIds: [],
  buyCourseFree: false,
  needApproval: false,
  isForMember: false,
  ...overrides,
});

/** An Online course line, not owned, with a plan of `price` satang (and `priceUsd` cents). */
export const makeLine = (
  courseId: number,
  price: number | null = 100_000,
  overrides: Partial<OrderLineInput> = {},
  priceUsd: number | null = 3_000,
): OrderLineInput => ({
  courseId,
  courseType: 'Online',
  quantity: 1,
  plan: makePlan({ id: courseId * 10, courseId, price, priceUsd }),
  alreadyOwned: false,
  ...overrides,
});

/** A percent coupon of 10% for every course and every method. */
export const makeCoupon = (overrides: Partial<Coupon> = {}): Coupon => ({
  id: 1,
  code: 'SAVE10',
  couponType: 'P1',
  courseIds: [],
  numberOfCourse: null,
  paymentMethodIds: [],
  discountType: 'percent',
  discountAmount: 10,
  discountAmountUsd: null,
  ...overrides,
});

/** A P1 percent promotion of 10% on courses 1 and 2. */
export const makePromotion = (overrides: Partial<Promotion> = {}): Promotion => ({
  id: 1,
  title: 'Bundle',
  promotionType: 'P1',
  courseIds: [1, 2],
  numberOfCourse: null,
  discountType: 'percent',
  discountAmount: 10,
  discountAmountUsd: null,
  ...overrides,
});

/** A THB order paid by bank transfer (method 1) by a normal person, no VAT, no discounts. */
export const makePriceOrderInput = (overrides: Partial<PriceOrderInput> = {}): PriceOrderInput => ({
  currency: 'THB',
  lines: [makeLine(1)],
  availablePromotions: [],
  promotion: null,
  coupons: [],
  paymentMethodId: 1,
  shippingFee: 0,
  buyer: { requiresTaxInvoice: false, personType: 'normal_person' },
  withholding: { requested: false },
  taxSettings: {
    isEnableVat: false,
    vatValue: 7,
    pricesIncludeVat: false,
    isEnableTaxInvoice: true,
    isEnableWithholdingTax: true,
  },
  discountSettings: { isOneCoupon: false, isUseCouponOrOrder: false },
  ...overrides,
});

/** A company that asks for a tax invoice: the only buyer who may withhold. */
export const JURISTIC_BUYER: TaxBuyer = { personType: 'juristic_person', requiresTaxInvoice: true };

/** A shop charging 7% VAT and allowing withholding. */
export const VAT_7: TaxSettings = {
  isEnableVat: true,
  vatValue: 7,
  pricesIncludeVat: false,
  isEnableTaxInvoice: true,
  isEnableWithholdingTax: true,
};

/** The refusals of a result; none when it priced. */
export const refusalsOf = (result: PriceOrderResult): OrderRefusal[] => (result.ok ? [] : result.refusals);

/** A THB cart of courses 1 and 2, bank transfer chosen, no coupon limits. */
export const makeCouponCheckContext = (overrides: Partial<CouponCheckContext> = {}): CouponCheckContext => ({
  courseIdsInCart: [1, 2],
  paymentMethodId: 1,
  currency: 'THB',
  settings: { isOneCoupon: false, isUseCouponOrOrder: false },
  ...overrides,
});

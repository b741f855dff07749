import { describe, expect, it } from 'vitest';
import { publicSiteSettingsSchema } from '@shop/contract/settings/site-settings';
import type { PricingPlan } from '@shop/domain/catalog/pricing-plan';
import type { Coupon } from '@shop/domain/discounts/discount-types';
import { emptySelection } from './checkout-types';
import type { PricingContext } from './price-input';
import { couponRefusals, pricingViewOf } from './pricing-view';

const plan: PricingPlan = {
  id: 11,
  courseId: 1,
  referenceCode: 'COURSE',
  referenceId: 1,
  name: '',
  planType: 'Period',
  term: 1,
  termUnit: 'Year(s)',
  term2: null,
  termUnit2: null,
  price: 199_000,
  priceUsd: null,
  statusShow: 1,
  isDefault: true,
  pricingType: 'default',
  freeFor: null,
  freeCourseIds: [],
  buyCourseFree: false,
  needApproval: false,
  isForMember: false,
};

const context: PricingContext = {
  currency: 'THB',
  lines: [
    {
      courseId: 1,
      name: 'Python',
      courseType: 'Online',
      quantity: 1,
      planId: 11,
      freeBook: false,
      freeBookType: null,
      productFree: 0,
    },
  ],
  plans: [plan],
  ownedCourseIds: [],
  promotions: [],
  buyer: { requiresTaxInvoice: false, personType: 'normal_person' },
  settings: publicSiteSettingsSchema.parse({ is_enable_vat: true }),
  shippingFee: 0,
};

const bankOnly: Coupon = {
  id: 3,
  code: 'BANKONLY20',
  couponType: 'P1',
  courseIds: [],
  numberOfCourse: null,
  paymentMethodIds: [1],
  discountType: 'percent',
  discountAmount: 20,
  discountAmountUsd: null,
};

describe('pricingViewOf', () => {
  it('prices the choices with the domain and offers withholding to a juristic buyer above 1,000 THB', () => {
    const selection = { ...emptySelection(3), paymentMethodId: 1 };
    const view = pricingViewOf(
      { ...context, buyer: { requiresTaxInvoice: true, personType: 'juristic_person' } },
      selection,
    );
    expect(view.result.ok && view.result.value.total).toBe(212_930);
    expect(view.withholding).toBe('offered');
  });
});

describe('couponRefusals', () => {
  it('refuses a coupon that the chosen payment method does not allow', () => {
    const refusals = couponRefusals(context, { ...emptySelection(3), paymentMethodId: 8 }, bankOnly);
    expect(refusals).toEqual([{ code: 'COUPON_NOT_ALLOWED_FOR_PAYMENT_METHOD', couponCode: 'BANKONLY20' }]);
  });

  it('refuses the same coupon twice', () => {
    const selection = { ...emptySelection(3), paymentMethodId: 1, coupons: [bankOnly] };
    expect(couponRefusals(context, selection, bankOnly)).toContainEqual(
      expect.objectContaining({ code: 'COUPON_DUPLICATE' }),
    );
  });
});

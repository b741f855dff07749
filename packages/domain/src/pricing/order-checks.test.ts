import { describe, expect, it } from 'vitest';
import { ErrorCode } from '../errors/error-codes';
import { priceOrder } from './price-order';
import type { PriceOrderInput } from './price-order-types';
import {
  makeCoupon,
  makeLine,
  makePlan,
  makePriceOrderInput,
  makePromotion,
  refusalsOf,
} from './pricing-test-factories';

describe('priceOrder: order checks', () => {
  const p1 = makePromotion({ id: 3, courseIds: [1, 2] });
  const coupon = makeCoupon({ code: 'C1' });
  const exclusive = { isOneCoupon: false, isUseCouponOrOrder: true };

  it.each<{
    what: string;
    input: Partial<PriceOrderInput>;
    expected: { code: string; courseId?: number; couponCode?: string }[];
  }>([
    {
      what: 'an empty cart, and nothing else',
      input: { lines: [], paymentMethodId: null, coupons: [coupon] },
      expected: [{ code: ErrorCode.EMPTY_CART }],
    },
    {
      what: 'the same course twice',
      input: { lines: [makeLine(1), makeLine(1)] },
      expected: [{ code: ErrorCode.DUPLICATE_COURSE, courseId: 1 }],
    },
    {
      what: 'a line without plan',
      input: { lines: [makeLine(1), makeLine(2, 100, { plan: null })] },
      expected: [{ code: ErrorCode.NO_PRICING_PLAN, courseId: 2 }],
    },
    {
      what: 'a plan of another course',
      input: { lines: [makeLine(1, 100, { plan: makePlan({ courseId: 9, referenceId: 9 }) })] },
      expected: [{ code: ErrorCode.NO_PRICING_PLAN, courseId: 1 }],
    },
    {
      what: 'an owned in-class course',
      input: { lines: [makeLine(4, 100, { courseType: 'In-class', alreadyOwned: true })] },
      expected: [{ code: ErrorCode.ALREADY_OWNED, courseId: 4 }],
    },
    {
      what: 'no payment method',
      input: { paymentMethodId: null },
      expected: [{ code: ErrorCode.NO_PAYMENT_METHOD }],
    },
    {
      what: 'a plan without USD price in a USD order',
      input: { currency: 'USD', lines: [makeLine(1, 100, {}, null)] },
      expected: [{ code: ErrorCode.PRICE_USD_IS_NULL, courseId: 1 }],
    },
    {
      what: 'a negative shipping fee',
      input: { shippingFee: -1 },
      expected: [{ code: ErrorCode.INPUT_ERROR }],
    },
    {
      what: 'no promotion chosen when one applies',
      input: { lines: [makeLine(1), makeLine(2)], availablePromotions: [p1] },
      expected: [{ code: ErrorCode.PROMOTION_MUST_BE_CHOSEN }],
    },
    {
      what: 'no promotion chosen when one applies and coupons are used without exclusivity',
      input: { lines: [makeLine(1), makeLine(2)], availablePromotions: [p1], coupons: [coupon] },
      expected: [{ code: ErrorCode.PROMOTION_MUST_BE_CHOSEN }],
    },
    {
      what: 'a chosen promotion whose courses are not all in the cart',
      input: { lines: [makeLine(1)], promotion: p1 },
      expected: [{ code: ErrorCode.PROMOTION_NOT_APPLICABLE }],
    },
    {
      what: 'a chosen amount promotion without USD amount in a USD order',
      input: {
        currency: 'USD',
        lines: [makeLine(1), makeLine(2)],
        promotion: makePromotion({ discountType: 'amount', discountAmount: 100, discountAmountUsd: null }),
      },
      expected: [{ code: ErrorCode.PROMOTION_NOT_APPLICABLE }],
    },
    {
      what: 'a promotion with coupons under is_use_coupon_or_oder',
      input: {
        lines: [makeLine(1), makeLine(2)],
        promotion: p1,
        coupons: [coupon],
        discountSettings: exclusive,
      },
      expected: [{ code: ErrorCode.PROMOTION_COUPON_EXCLUSIVE }],
    },
    {
      what: 'a coupon the payment method does not allow',
      input: { coupons: [makeCoupon({ code: 'CARD', paymentMethodIds: [8] })] },
      expected: [{ code: ErrorCode.COUPON_NOT_ALLOWED_FOR_PAYMENT_METHOD, couponCode: 'CARD' }],
    },
    {
      what: 'a second coupon under is_one_coupon',
      input: {
        coupons: [coupon, makeCoupon({ id: 2, code: 'C2' })],
        discountSettings: { isOneCoupon: true, isUseCouponOrOrder: false },
      },
      expected: [{ code: ErrorCode.ONE_COUPON_PER_ORDER }],
    },
    {
      what: 'a coupon for courses not in the cart',
      input: { coupons: [makeCoupon({ code: 'OTHER', courseIds: [9] })] },
      expected: [{ code: ErrorCode.COUPON_NO_SUPPORTED_COURSE, couponCode: 'OTHER' }],
    },
  ])('refuses $what', ({ input, expected }) => {
    expect(refusalsOf(priceOrder(makePriceOrderInput(input)))).toEqual(expected);
  });

  it.each<{ what: string; input: Partial<PriceOrderInput> }>([
    {
      what: 'coupons instead of an applicable promotion under is_use_coupon_or_oder',
      input: {
        lines: [makeLine(1), makeLine(2)],
        availablePromotions: [p1],
        coupons: [coupon],
        discountSettings: exclusive,
      },
    },
    {
      what: 'no promotion when none applies to the cart',
      input: { lines: [makeLine(1)], availablePromotions: [p1] },
    },
    {
      what: 'no promotion when the only one lacks a USD amount in a USD order',
      input: {
        currency: 'USD',
        lines: [makeLine(1), makeLine(2)],
        availablePromotions: [
          makePromotion({ discountType: 'amount', discountAmount: 100, discountAmountUsd: null }),
        ],
      },
    },
    {
      what: 'a chosen promotion and coupons when the shop allows both',
      input: { lines: [makeLine(1), makeLine(2)], promotion: p1, coupons: [coupon] },
    },
    {
      what: 'an owned Online course bought again',
      input: { lines: [makeLine(1, 100, { courseType: 'Online', alreadyOwned: true })] },
    },
    {
      what: 'an owned in-class course renewed',
      input: {
        lines: [
          makeLine(1, 100, {
            courseType: 'In-class',
            alreadyOwned: true,
            plan: makePlan({ pricingType: 'renew' }),
          }),
        ],
      },
    },
    {
      what: 'a product bought three times',
      input: { lines: [makeLine(1, 100, { courseType: 'product', quantity: 3 })] },
    },
  ])('accepts $what', ({ input }) => {
    expect(refusalsOf(priceOrder(makePriceOrderInput(input)))).toEqual([]);
  });

  it('lists every refusal at once, in the catalogue order', () => {
    const result = priceOrder(
      makePriceOrderInput({
        currency: 'USD',
        lines: [
          makeLine(2, 100, { plan: null }),
          makeLine(1, 100, { courseType: 'In-class', alreadyOwned: true }, null),
          makeLine(2, 100, { courseType: 'Flex', quantity: 2 }),
        ],
        paymentMethodId: null,
        promotion: makePromotion({ courseIds: [5, 6] }),
        coupons: [
          makeCoupon({ id: 2, code: 'USDLESS', discountType: 'amount', discountAmount: 500 }),
          makeCoupon({ id: 1, code: 'A' }),
          makeCoupon({ id: 1, code: 'A' }),
        ],
        discountSettings: { isOneCoupon: true, isUseCouponOrOrder: true },
        withholding: { requested: true, percent: 3 },
      }),
    );
    expect(refusalsOf(result)).toEqual([
      { code: ErrorCode.INPUT_ERROR, courseId: 2 },
      { code: ErrorCode.COUPON_DUPLICATE, couponCode: 'A' },
      { code: ErrorCode.ONE_COUPON_PER_ORDER },
      { code: ErrorCode.COUPON_NO_USD_AMOUNT, couponCode: 'USDLESS' },
      { code: ErrorCode.PROMOTION_COUPON_EXCLUSIVE },
      { code: ErrorCode.PROMOTION_NOT_APPLICABLE },
      { code: ErrorCode.DUPLICATE_COURSE, courseId: 2 },
      { code: ErrorCode.NO_PRICING_PLAN, courseId: 2 },
      { code: ErrorCode.ALREADY_OWNED, courseId: 1 },
      { code: ErrorCode.NO_PAYMENT_METHOD },
      { code: ErrorCode.PRICE_USD_IS_NULL, courseId: 1 },
      { code: ErrorCode.WITHHOLDING_NOT_ALLOWED },
    ]);
  });
});

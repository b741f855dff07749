import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ErrorCode } from '../errors/error-codes';
import { makeCoupon, makeCouponCheckContext } from '../pricing/pricing-test-factories';
import { checkCoupons, couponRefusalCodes } from './coupon-rules';

const context = makeCouponCheckContext;

describe('couponRefusalCodes', () => {
  it.each([
    { what: 'accepts a coupon for every course', coupon: makeCoupon(), ctx: context(), expected: [] },
    {
      what: 'accepts a coupon when one of its courses is in the cart',
      coupon: makeCoupon({ courseIds: [2, 7] }),
      ctx: context(),
      expected: [],
    },
    {
      what: 'refuses a coupon none of whose courses is in the cart',
      coupon: makeCoupon({ courseIds: [7, 8] }),
      ctx: context(),
      expected: [ErrorCode.COUPON_NO_SUPPORTED_COURSE],
    },
    {
      what: 'refuses a coupon for every course on an empty cart',
      coupon: makeCoupon(),
      ctx: context({ courseIdsInCart: [] }),
      expected: [ErrorCode.COUPON_NO_SUPPORTED_COURSE],
    },
    {
      what: 'gives a P2 coupon only when two of its courses are in the cart',
      coupon: makeCoupon({ couponType: 'P2', courseIds: [1, 2, 3], numberOfCourse: 2 }),
      ctx: context(),
      expected: [],
    },
    {
      what: 'refuses a P2 coupon with one of its courses when it needs two',
      coupon: makeCoupon({ couponType: 'P2', courseIds: [1, 3], numberOfCourse: 2 }),
      ctx: context(),
      expected: [ErrorCode.COUPON_MINIMUM_COURSES],
    },
    {
      what: 'counts every course in the cart for a P2 coupon without courses',
      coupon: makeCoupon({ couponType: 'P2', courseIds: [], numberOfCourse: 3 }),
      ctx: context({ courseIdsInCart: [1, 2, 2] }),
      expected: [ErrorCode.COUPON_MINIMUM_COURSES],
    },
    {
      what: 'refuses a coupon that the chosen payment method does not allow',
      coupon: makeCoupon({ paymentMethodIds: [8, 9] }),
      ctx: context({ paymentMethodId: 1 }),
      expected: [ErrorCode.COUPON_NOT_ALLOWED_FOR_PAYMENT_METHOD],
    },
    {
      what: 'waits for a method before judging the coupon against it',
      coupon: makeCoupon({ paymentMethodIds: [8] }),
      ctx: context({ paymentMethodId: null }),
      expected: [],
    },
    {
      what: 'refuses an amount coupon without a USD amount in a USD order',
      coupon: makeCoupon({ discountType: 'amount', discountAmount: 10_000, discountAmountUsd: null }),
      ctx: context({ currency: 'USD' }),
      expected: [ErrorCode.COUPON_NO_USD_AMOUNT],
    },
    {
      what: 'accepts a percent coupon in a USD order without a USD amount',
      coupon: makeCoupon({ discountAmountUsd: null }),
      ctx: context({ currency: 'USD' }),
      expected: [],
    },
    {
      what: 'lists every reason of one coupon in a fixed order',
      coupon: makeCoupon({
        courseIds: [9],
        paymentMethodIds: [2],
        discountType: 'amount',
        discountAmount: 100,
        discountAmountUsd: null,
      }),
      ctx: context({ currency: 'USD' }),
      expected: [
        ErrorCode.COUPON_NO_SUPPORTED_COURSE,
        ErrorCode.COUPON_NOT_ALLOWED_FOR_PAYMENT_METHOD,
        ErrorCode.COUPON_NO_USD_AMOUNT,
      ],
    },
  ])('$what', ({ coupon, ctx, expected }) => {
    expect(couponRefusalCodes(coupon, ctx)).toEqual(expected);
  });
});

describe('checkCoupons', () => {
  const first = makeCoupon({ id: 1, code: 'FIRST' });
  const second = makeCoupon({ id: 2, code: 'SECOND', discountAmount: 20 });

  it('accepts several coupons when the shop allows several', () => {
    expect(checkCoupons([first, second], context())).toEqual([]);
  });

  it('refuses a second coupon when the shop allows one per order', () => {
    const ctx = context({ settings: { isOneCoupon: true, isUseCouponOrOrder: false } });
    expect(checkCoupons([first, second], ctx)).toEqual([{ code: ErrorCode.ONE_COUPON_PER_ORDER }]);
    expect(checkCoupons([first], ctx)).toEqual([]);
  });

  it('refuses the same code twice, once per code, whatever its case', () => {
    const lower = makeCoupon({ id: 3, code: ' first ' });
    expect(checkCoupons([first, first, lower, first], context())).toEqual([
      { code: ErrorCode.COUPON_DUPLICATE, couponCode: 'FIRST' },
      { code: ErrorCode.COUPON_DUPLICATE, couponCode: ' first ' },
    ]);
  });

  it('refuses the same coupon twice even under another code text', () => {
    const renamed = makeCoupon({ id: 1, code: 'OTHER' });
    expect(checkCoupons([first, renamed], context())).toEqual([
      { code: ErrorCode.COUPON_DUPLICATE, couponCode: 'OTHER' },
    ]);
  });

  it('does not count a repeated coupon as a second coupon under one coupon per order', () => {
    const ctx = context({ settings: { isOneCoupon: true, isUseCouponOrOrder: false } });
    expect(checkCoupons([first, first], ctx)).toEqual([
      { code: ErrorCode.COUPON_DUPLICATE, couponCode: 'FIRST' },
    ]);
  });

  it('names the coupon of each of its own refusals, in the application order', () => {
    const cardOnly = makeCoupon({
      id: 5,
      code: 'CARD',
      discountType: 'amount',
      discountAmount: 500,
      paymentMethodIds: [8],
    });
    const elsewhere = makeCoupon({ id: 6, code: 'ELSE', courseIds: [9] });
    expect(checkCoupons([cardOnly, elsewhere], context())).toEqual([
      { code: ErrorCode.COUPON_NO_SUPPORTED_COURSE, couponCode: 'ELSE' },
      { code: ErrorCode.COUPON_NOT_ALLOWED_FOR_PAYMENT_METHOD, couponCode: 'CARD' },
    ]);
  });

  it('gives the same refusals for any order of the same coupons (property)', () => {
    const coupons = [
      first,
      first,
      second,
      makeCoupon({ id: 7, code: 'X', courseIds: [9] }),
      makeCoupon({ id: 8, code: 'Y', discountType: 'amount', discountAmount: 10, paymentMethodIds: [4] }),
    ];
    const ctx = context({ settings: { isOneCoupon: true, isUseCouponOrOrder: false } });
    const expected = checkCoupons(coupons, ctx);
    fc.assert(
      fc.property(fc.shuffledSubarray(coupons, { minLength: coupons.length }), (shuffled) => {
        expect(checkCoupons(shuffled, ctx)).toEqual(expected);
      }),
    );
  });
});

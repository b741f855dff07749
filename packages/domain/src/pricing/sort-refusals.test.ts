import { describe, expect, it } from 'vitest';
import { ErrorCode } from '../errors/error-codes';
import { sortRefusals } from './sort-refusals';

describe('sortRefusals', () => {
  it('orders refusals by catalogue order, then course id, then coupon code, and drops repeats', () => {
    const refusals = [
      { code: ErrorCode.WITHHOLDING_NOT_ALLOWED },
      { code: ErrorCode.NO_PRICING_PLAN, courseId: 7 },
      { code: ErrorCode.COUPON_DUPLICATE, couponCode: 'B' },
      { code: ErrorCode.NO_PRICING_PLAN, courseId: 3 },
      { code: ErrorCode.COUPON_DUPLICATE, couponCode: 'A' },
      { code: ErrorCode.NO_PRICING_PLAN, courseId: 7 },
      { code: ErrorCode.INPUT_ERROR, courseId: 2 },
      { code: ErrorCode.INPUT_ERROR },
      { code: ErrorCode.COUPON_DUPLICATE, couponCode: 'A' },
      { code: ErrorCode.COUPON_MINIMUM_COURSES, couponCode: 'A' },
    ];
    expect(sortRefusals(refusals)).toEqual([
      { code: ErrorCode.INPUT_ERROR },
      { code: ErrorCode.INPUT_ERROR, courseId: 2 },
      { code: ErrorCode.COUPON_DUPLICATE, couponCode: 'A' },
      { code: ErrorCode.COUPON_DUPLICATE, couponCode: 'B' },
      { code: ErrorCode.COUPON_MINIMUM_COURSES, couponCode: 'A' },
      { code: ErrorCode.NO_PRICING_PLAN, courseId: 3 },
      { code: ErrorCode.NO_PRICING_PLAN, courseId: 7 },
      { code: ErrorCode.WITHHOLDING_NOT_ALLOWED },
    ]);
  });

  it('puts a refusal without a coupon code before one with the same code and course', () => {
    const withCoupon = { code: ErrorCode.INPUT_ERROR, couponCode: 'X' };
    const without = { code: ErrorCode.INPUT_ERROR };
    expect(sortRefusals([withCoupon, without])).toEqual([without, withCoupon]);
    expect(sortRefusals([without, withCoupon])).toEqual([without, withCoupon]);
  });
});

import { describe, expect, it } from 'vitest';
import { applyDiscounts } from './apply-discounts';
import type { ResolvedLine } from './line-checks';
import { makeCoupon, makePromotion } from './pricing-test-factories';

const line = (courseId: number, amount: number): ResolvedLine => ({
  courseId,
  planId: courseId * 10,
  quantity: 1,
  unitPrice: amount,
  amount,
});

const nets = (result: ReturnType<typeof applyDiscounts>) => result.lines.map(({ net }) => net);

describe('applyDiscounts', () => {
  it('leaves the lines whole without promotion or coupons', () => {
    const result = applyDiscounts([line(1, 100_000)], null, [], 'THB');
    expect(result).toEqual({
      promotion: null,
      coupons: [],
      lines: [
        {
          courseId: 1,
          planId: 10,
          quantity: 1,
          unitPrice: 100_000,
          amount: 100_000,
          discounts: [],
          net: 100_000,
        },
      ],
    });
  });

  it('applies coupons to what the promotion left', () => {
    const promotion = makePromotion({ id: 5, discountAmount: 10 });
    const coupon = makeCoupon({ id: 6, code: 'HALF', discountAmount: 50 });
    const result = applyDiscounts([line(1, 100_000), line(2, 50_000)], promotion, [coupon], 'THB');
    expect(result.promotion).toEqual({ id: 5, amount: 15_000 });
    expect(result.coupons).toEqual([{ id: 6, code: 'HALF', amount: 67_500 }]);
    expect(nets(result)).toEqual([45_000, 22_500]);
    expect(result.lines[0]?.discounts).toEqual([
      { source: 'promotion', id: 5, code: null, amount: 10_000 },
      { source: 'coupon', id: 6, code: 'HALF', amount: 45_000 },
    ]);
  });

  it('applies percent coupons before amount coupons whatever the order given', () => {
    const fixed = makeCoupon({ id: 1, code: 'FIXED', discountType: 'amount', discountAmount: 10_000 });
    const tenPercent = makeCoupon({ id: 2, code: 'TEN', discountAmount: 10 });
    const result = applyDiscounts([line(1, 100_000)], null, [fixed, tenPercent], 'THB');
    // 10% of 1,000 THB first (100 THB), then 100 THB fixed: 800 THB. The other way round would be 810 THB.
    expect(result.coupons.map(({ code, amount }) => [code, amount])).toEqual([
      ['TEN', 10_000],
      ['FIXED', 10_000],
    ]);
    expect(nets(result)).toEqual([80_000]);
  });

  it('lets a coupon touch only the lines of its courses, split by what is left on them', () => {
    const coupon = makeCoupon({ courseIds: [2, 3], discountType: 'amount', discountAmount: 30_000 });
    const result = applyDiscounts(
      [line(1, 100_000), line(2, 40_000), line(3, 20_000)],
      null,
      [coupon],
      'THB',
    );
    expect(nets(result)).toEqual([100_000, 20_000, 10_000]);
    expect(result.lines[0]?.discounts).toEqual([]);
  });

  it('makes the lines of a 100% coupon exactly 0', () => {
    const promotion = makePromotion({ courseIds: [1, 2, 3], discountType: 'amount', discountAmount: 10_000 });
    const free = makeCoupon({ courseIds: [1, 2], discountAmount: 100 });
    const result = applyDiscounts(
      [line(1, 100_000), line(2, 100_000), line(3, 100_000)],
      promotion,
      [free],
      'THB',
    );
    expect(nets(result)).toEqual([0, 0, 96_667]);
    expect(result.coupons[0]?.amount).toBe(193_333);
  });

  it('caps a coupon larger than its lines at what is left on them', () => {
    const huge = makeCoupon({ discountType: 'amount', discountAmount: 10_000_000 });
    const result = applyDiscounts([line(1, 30_000), line(2, 20_000)], null, [huge], 'THB');
    expect(result.coupons[0]?.amount).toBe(50_000);
    expect(nets(result)).toEqual([0, 0]);
  });

  it('gives a second coupon nothing when the first emptied the lines, and lists no zero part', () => {
    const first = makeCoupon({ id: 1, code: 'ALL', discountAmount: 100 });
    const second = makeCoupon({ id: 2, code: 'MORE', discountType: 'amount', discountAmount: 5_000 });
    const result = applyDiscounts([line(1, 30_000)], null, [first, second], 'THB');
    expect(result.coupons).toEqual([
      { id: 1, code: 'ALL', amount: 30_000 },
      { id: 2, code: 'MORE', amount: 0 },
    ]);
    expect(result.lines[0]?.discounts).toHaveLength(1);
  });

  it('leaves the extra unit of a split on the same course whatever the order of the cart', () => {
    const promotion = makePromotion({ courseIds: [1, 2, 3], discountType: 'amount', discountAmount: 10_000 });
    const forward = applyDiscounts(
      [line(1, 100_000), line(2, 100_000), line(3, 100_000)],
      promotion,
      [],
      'THB',
    );
    const backward = applyDiscounts(
      [line(3, 100_000), line(2, 100_000), line(1, 100_000)],
      promotion,
      [],
      'THB',
    );
    expect(nets(forward)).toEqual([96_666, 96_667, 96_667]);
    expect(nets(backward)).toEqual([96_667, 96_667, 96_666]);
  });

  it('keeps two lines of one course apart in the order given', () => {
    const coupon = makeCoupon({ discountType: 'amount', discountAmount: 1 });
    const result = applyDiscounts([line(1, 100), line(1, 100)], null, [coupon], 'THB');
    expect(nets(result)).toEqual([99, 100]);
  });
});

import { describe, expect, it } from 'vitest';
import { ErrorCode } from '../errors/error-codes';
import { makeCoupon, makeCouponCheckContext } from '../pricing/pricing-test-factories';
import { reviewSavedCoupons, type SavedCoupon } from './saved-coupons';

const context = makeCouponCheckContext;

const usable = (overrides: Parameters<typeof makeCoupon>[0] = {}): SavedCoupon => {
  const coupon = makeCoupon(overrides);
  return { id: coupon.id, found: { coupon, isUsable: true } };
};

describe('reviewSavedCoupons', () => {
  it('keeps coupons that still fit the cart, in the order they were applied', () => {
    const first = usable({ id: 2, code: 'B' });
    const second = usable({ id: 1, code: 'A', courseIds: [2] });

    const review = reviewSavedCoupons([first, second], context());

    expect(review.kept.map((coupon) => coupon.code)).toEqual(['B', 'A']);
    expect(review.dropped).toEqual([]);
  });

  it.each([
    {
      what: 'a coupon that no longer exists, without a code to name',
      saved: [{ id: 9, found: null }],
      expected: [{ couponId: 9, code: null, reason: ErrorCode.NOT_FOUND }],
    },
    {
      what: 'a coupon used up or out of its dates',
      saved: [{ id: 3, found: { coupon: makeCoupon({ id: 3, code: 'FULL' }), isUsable: false } }],
      expected: [{ couponId: 3, code: 'FULL', reason: ErrorCode.COUPON_NOT_AVAILABLE }],
    },
    {
      what: 'a coupon whose courses were taken out of the cart',
      saved: [usable({ id: 4, code: 'PY', courseIds: [7] })],
      expected: [{ couponId: 4, code: 'PY', reason: ErrorCode.COUPON_NO_SUPPORTED_COURSE }],
    },
    {
      what: 'a coupon the chosen payment method does not allow',
      saved: [usable({ id: 5, code: 'CARD', paymentMethodIds: [8] })],
      expected: [{ couponId: 5, code: 'CARD', reason: ErrorCode.COUPON_NOT_ALLOWED_FOR_PAYMENT_METHOD }],
    },
    {
      what: 'the same coupon remembered twice, or another with the same code',
      saved: [
        usable({ id: 6, code: 'twice' }),
        usable({ id: 6, code: 'TWICE' }),
        usable({ id: 7, code: 'Twice ' }),
      ],
      keptCodes: ['twice'],
      expected: [
        { couponId: 6, code: 'TWICE', reason: ErrorCode.COUPON_DUPLICATE },
        { couponId: 7, code: 'Twice ', reason: ErrorCode.COUPON_DUPLICATE },
      ],
    },
  ])('drops $what, saying why', ({ saved, expected, keptCodes = [] }) => {
    const review = reviewSavedCoupons(saved, context());

    expect(review.kept.map((coupon) => coupon.code)).toEqual(keptCodes);
    expect(review.dropped).toEqual(expected);
  });

  it('keeps only the first coupon once the shop allows one per order', () => {
    const review = reviewSavedCoupons(
      [usable({ id: 1, code: 'FIRST' }), usable({ id: 2, code: 'SECOND' })],
      context({ settings: { isOneCoupon: true, isUseCouponOrOrder: false } }),
    );

    expect(review.kept.map((coupon) => coupon.code)).toEqual(['FIRST']);
    expect(review.dropped).toEqual([{ couponId: 2, code: 'SECOND', reason: ErrorCode.ONE_COUPON_PER_ORDER }]);
  });

  it('waits with the payment method check while no method is chosen', () => {
    const review = reviewSavedCoupons(
      [usable({ id: 5, paymentMethodIds: [8] })],
      context({ paymentMethodId: null }),
    );

    expect(review.kept).toHaveLength(1);
  });
});

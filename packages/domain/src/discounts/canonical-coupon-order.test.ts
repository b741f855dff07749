import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { makeCoupon } from '../pricing/pricing-test-factories';
import { canonicalCouponOrder } from './canonical-coupon-order';

const pct = (id: number, percent: number) => makeCoupon({ id, code: `P${id}`, discountAmount: percent });
const amt = (id: number, thb: number, usd: number | null = null) =>
  makeCoupon({ id, code: `A${id}`, discountType: 'amount', discountAmount: thb, discountAmountUsd: usd });

describe('canonicalCouponOrder', () => {
  it('puts percent coupons first, highest first, then amounts, largest first, equal ones by id', () => {
    const coupons = [amt(1, 5_000), pct(2, 10), amt(3, 20_000), pct(4, 50), pct(5, 10), amt(6, 20_000)];
    expect(canonicalCouponOrder(coupons, 'THB').map(({ id }) => id)).toEqual([4, 2, 5, 3, 6, 1]);
  });

  it('compares amount coupons by their USD amounts in a USD order, a missing one last', () => {
    const coupons = [amt(1, 90_000, 100), amt(2, 10_000, 900), amt(3, 99_000, null)];
    expect(canonicalCouponOrder(coupons, 'USD').map(({ id }) => id)).toEqual([2, 1, 3]);
  });

  it('does not change the list it was given', () => {
    const coupons = [amt(1, 5_000), pct(2, 10)];
    canonicalCouponOrder(coupons, 'THB');
    expect(coupons.map(({ id }) => id)).toEqual([1, 2]);
  });

  it('gives the same order for any order of the same coupons (property)', () => {
    const coupons = [pct(1, 10), pct(2, 10), amt(3, 1_000), amt(4, 1_000, 50), pct(5, 100), amt(6, 0)];
    const expected = canonicalCouponOrder(coupons, 'USD');
    fc.assert(
      fc.property(fc.shuffledSubarray(coupons, { minLength: coupons.length }), (shuffled) => {
        expect(canonicalCouponOrder(shuffled, 'USD')).toEqual(expected);
      }),
    );
  });
});

import { describe, expect, it } from 'vitest';
import { makePromotion } from '../pricing/pricing-test-factories';
import {
  isPromotionApplicable,
  isPromotionUsable,
  promotionDiscount,
  rankPromotions,
  suggestBestPromotion,
} from './promotion-rules';

const line = (courseId: number, amount: number) => ({ courseId, amount });

describe('isPromotionApplicable', () => {
  it.each([
    {
      what: 'a P1 promotion when all its courses are in the cart',
      promotion: makePromotion(),
      cart: [1, 2, 9],
      expected: true,
    },
    {
      what: 'no P1 promotion when one of its courses is missing',
      promotion: makePromotion(),
      cart: [1, 9],
      expected: false,
    },
    {
      what: 'a P1 promotion whose course list repeats a course',
      promotion: makePromotion({ courseIds: [1, 1, 2] }),
      cart: [1, 2],
      expected: true,
    },
    {
      what: 'a P2 promotion when two of its courses are in the cart',
      promotion: makePromotion({ promotionType: 'P2', courseIds: [1, 2, 3], numberOfCourse: 2 }),
      cart: [1, 3],
      expected: true,
    },
    {
      what: 'no P2 promotion with one course when it needs two',
      promotion: makePromotion({ promotionType: 'P2', courseIds: [1, 2, 3], numberOfCourse: 2 }),
      cart: [1, 7],
      expected: false,
    },
    {
      what: 'a P2 promotion without number_of_course when one of its courses is in the cart',
      promotion: makePromotion({ promotionType: 'P2', courseIds: [1, 2], numberOfCourse: null }),
      cart: [2],
      expected: true,
    },
    {
      what: 'no P2 promotion without number_of_course when none of its courses is in the cart',
      promotion: makePromotion({ promotionType: 'P2', courseIds: [1, 2], numberOfCourse: null }),
      cart: [3],
      expected: false,
    },
    {
      what: 'no promotion without courses',
      promotion: makePromotion({ courseIds: [] }),
      cart: [1],
      expected: false,
    },
  ])('applies $what: $expected', ({ promotion, cart, expected }) => {
    expect(isPromotionApplicable(promotion, cart)).toBe(expected);
  });
});

describe('isPromotionUsable', () => {
  const usdLess = makePromotion({ discountType: 'amount', discountAmount: 20_000, discountAmountUsd: null });

  it('offers an amount promotion without a USD amount in THB orders only', () => {
    expect(isPromotionUsable(usdLess, [1, 2], 'THB')).toBe(true);
    expect(isPromotionUsable(usdLess, [1, 2], 'USD')).toBe(false);
  });

  it('does not offer a promotion whose courses are not in the cart', () => {
    expect(isPromotionUsable(makePromotion(), [1], 'THB')).toBe(false);
  });
});

describe('promotionDiscount', () => {
  it('takes its percentage of its own lines only, half-up', () => {
    const result = promotionDiscount(
      makePromotion({ discountAmount: 7 }),
      [line(1, 123_457), line(2, 0), line(3, 50_000)],
      'THB',
    );
    expect(result.amount).toBe(8_642);
    expect(result.parts.map(({ part }) => part)).toEqual([8_642, 0, 0]);
  });

  it('spreads a fixed amount over three equal lines with the remainder on the first', () => {
    const promotion = makePromotion({ courseIds: [1, 2, 3], discountType: 'amount', discountAmount: 10_000 });
    const result = promotionDiscount(
      promotion,
      [line(1, 100_000), line(2, 100_000), line(3, 100_000)],
      'THB',
    );
    expect(result.parts.map(({ part }) => part)).toEqual([3_334, 3_333, 3_333]);
  });

  it('spreads a fixed amount over unequal lines by their amounts', () => {
    const promotion = makePromotion({ courseIds: [1, 2, 3], discountType: 'amount', discountAmount: 1_000 });
    const result = promotionDiscount(promotion, [line(1, 30_000), line(2, 20_001), line(3, 9_999)], 'THB');
    // Shares 500, 333.35, 166.65: the left-over satang goes to the larger remainder (line 3).
    expect(result.parts.map(({ part }) => part)).toEqual([500, 333, 167]);
  });

  it('caps a fixed amount at the total of its lines', () => {
    const promotion = makePromotion({ discountType: 'amount', discountAmount: 500_000 });
    expect(promotionDiscount(promotion, [line(1, 100_000), line(2, 50_000)], 'THB').amount).toBe(150_000);
  });

  it('uses the USD amount in a USD order', () => {
    const promotion = makePromotion({
      discountType: 'amount',
      discountAmount: 50_000,
      discountAmountUsd: 1_000,
    });
    expect(promotionDiscount(promotion, [line(1, 3_000), line(2, 3_000)], 'USD').amount).toBe(1_000);
  });
});

describe('rankPromotions and suggestBestPromotion', () => {
  const cart = [line(1, 100_000), line(2, 100_000), line(3, 50_000)];
  const tenPercent = makePromotion({ id: 4, discountAmount: 10 });
  const fixed20k = makePromotion({
    id: 3,
    discountType: 'amount',
    discountAmount: 20_000,
    discountAmountUsd: 600,
  });
  const alsoFixed20k = makePromotion({
    id: 2,
    courseIds: [1, 3],
    discountType: 'amount',
    discountAmount: 20_000,
  });
  const notApplicable = makePromotion({ id: 1, courseIds: [1, 9], discountAmount: 90 });

  it('lists the applicable promotions, largest discount first, equal discounts by id', () => {
    const ranked = rankPromotions([tenPercent, notApplicable, fixed20k, alsoFixed20k], cart, 'THB');
    expect(ranked.map(({ promotion, amount }) => [promotion.id, amount])).toEqual([
      [2, 20_000],
      [3, 20_000],
      [4, 20_000],
    ]);
  });

  it('leaves out promotions that have no amount in the order currency', () => {
    const usdCart = [line(1, 3_000), line(2, 3_000), line(3, 1_500)];
    const ranked = rankPromotions([tenPercent, fixed20k, alsoFixed20k], usdCart, 'USD');
    expect(ranked.map(({ promotion, amount }) => [promotion.id, amount])).toEqual([
      [3, 600],
      [4, 600],
    ]);
  });

  it('suggests the largest discount', () => {
    const bigger = makePromotion({ id: 9, discountAmount: 25 });
    expect(suggestBestPromotion([tenPercent, bigger, fixed20k], cart, 'THB')).toEqual({
      promotion: bigger,
      amount: 50_000,
    });
  });

  it('suggests nothing when no promotion applies', () => {
    expect(suggestBestPromotion([notApplicable], cart, 'THB')).toBeNull();
  });
});

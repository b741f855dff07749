import { describe, expect, it } from 'vitest';
import { couponFromWire, promotionFromWire } from './to-domain';

describe('wire to domain', () => {
  it("reads a coupon's comma lists of courses and payment methods", () => {
    const coupon = couponFromWire({
      id: 3,
      code: 'BANKONLY20',
      courses: '',
      discount_type: 'percent',
      discount_amont: 20,
      discount_amount_usd: null,
      coupon_type: 'P1',
      number_of_course: null,
      payment_method: '1',
    });
    expect(coupon).toMatchObject({ courseIds: [], paymentMethodIds: [1], discountAmount: 20 });
  });

  it("reads a promotion's courses", () => {
    const promotion = promotionFromWire({
      id: 1,
      title: 'P1',
      description_list: [],
      courses: '1, 2',
      coursesInPromotion: [],
      promotion_type: 'P1',
      number_of_course: null,
      discount_type: 'percent',
      discount_amont: 15,
      discount_amount_usd: null,
    });
    expect(promotion.courseIds).toEqual([1, 2]);
  });
});

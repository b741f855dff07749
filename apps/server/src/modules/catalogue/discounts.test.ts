import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { insertCoupon, insertPromotion } from '../../test/commerce-factories';
import { insertCourse, insertPlan } from '../../test/factories';

describe('promotions, coupons and plans for the cart', () => {
  let t: TestApp;
  const post = (url: string, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url, payload });

  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('lists running promotions with their courses, in the specification field names', async () => {
    const a = await insertCourse(t.db, { title: 'A' });
    const b = await insertCourse(t.db, { title: 'B' });
    const promotion = await insertPromotion(t.db, [a.id, b.id], {
      promotionType: 'P2',
      numberOfCourse: 2,
      discountType: 'amount',
      discountAmount: 50_000,
      discountAmountUsd: 1_500,
    });
    await insertPromotion(t.db, [a.id], { isActive: false });
    await insertPromotion(t.db, [a.id], { startsAt: new Date(Date.now() + 86_400_000) });

    const response = await t.app.inject({ method: 'GET', url: '/public/cart/promotion/all' });

    expect(response.json<{ data: unknown[] }>().data).toEqual([
      expect.objectContaining({
        id: promotion.id,
        courses: `${String(a.id)},${String(b.id)}`,
        promotion_type: 'P2',
        number_of_course: 2,
        discount_type: 'amount',
        discount_amont: 50_000,
        discount_amount_usd: 1_500,
        coursesInPromotion: [
          expect.objectContaining({ id: a.id, title: 'A' }),
          expect.objectContaining({ id: b.id }),
        ],
      }),
    ]);
  });

  it('finds a coupon by its code in any letter case', async () => {
    const course = await insertCourse(t.db);
    await insertCoupon(t.db, [course.id], { code: 'Hello15', discountPercent: 15, paymentMethodIds: [1, 8] });

    const response = await post('/public/cart/getCouponByCouponCode', { coupon_code: 'hello15' });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      success: true,
      data: [
        {
          code: 'Hello15',
          discount_type: 'percent',
          discount_amont: 15,
          courses: String(course.id),
          payment_method: '1,8',
        },
      ],
    });
  });

  it('answers NOT_FOUND for an unknown code', async () => {
    const response = await post('/public/cart/getCouponByCouponCode', { coupon_code: 'NOPE' });

    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
  });

  it('answers COUPON_NOT_AVAILABLE with the code when its uses are all taken or it has ended', async () => {
    await insertCoupon(t.db, [], { code: 'FULL', usageLimit: 2, usedCount: 2 });
    await insertCoupon(t.db, [], { code: 'OVER', endsAt: new Date(Date.now() - 1000) });

    for (const code of ['FULL', 'OVER']) {
      const response = await post('/public/cart/getCouponByCouponCode', { coupon_code: code });
      expect(response.json()).toMatchObject({
        success: false,
        error: { code: 'COUPON_NOT_AVAILABLE', result: [code] },
      });
    }
  });

  it('returns the usable coupons among the ids asked for', async () => {
    const usable = await insertCoupon(t.db);
    const used = await insertCoupon(t.db, [], { usageLimit: 1, usedCount: 1 });

    const response = await post('/public/cart/getallcoupon', { couponID: [usable.id, used.id, 987_654] });

    expect(response.json<{ data: { id: number }[] }>().data.map((coupon) => coupon.id)).toEqual([usable.id]);
  });

  it('returns the shown plans of the courses asked for, including plans tied by reference', async () => {
    const course = await insertCourse(t.db);
    const other = await insertCourse(t.db);
    const own = await insertPlan(t.db, course.id);
    const referenced = await insertPlan(t.db, other.id, { referenceCode: 'COURSE', referenceId: course.id });
    await insertPlan(t.db, course.id, { statusShow: 0 });

    const response = await post('/public/cart/getallpriecingplan', { courseID: [course.id] });

    expect(
      response
        .json<{ data: { id: number }[] }>()
        .data.map((plan) => plan.id)
        .sort(),
    ).toEqual([own.id, referenced.id].sort());
  });

  it('refuses an empty course list with INPUT_ERROR naming courseID', async () => {
    const response = await post('/public/cart/getallpriecingplan', { courseID: [] });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: { code: 'INPUT_ERROR', params: [{ param: 'courseID' }] },
    });
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coupons, orders } from '../../db/tables';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { insertCoupon, insertPaymentMethods } from '../../test/commerce-factories';
import { insertCourse, insertPlan, insertStudent } from '../../test/factories';
import { postOrder } from '../../test/order-requests';
import { sessionCookieFor } from '../../test/sessions';

describe('a coupon sent twice in one order', () => {
  let t: TestApp;
  let cookie: string;
  let userId: number;
  let line: { courseId: number; planId: number };
  let couponId: number;

  beforeAll(async () => {
    t = await buildTestApp();
    await insertPaymentMethods(t.db, [1]);
    const course = await insertCourse(t.db);
    const plan = await insertPlan(t.db, course.id, { price: 100_000 });
    line = { courseId: course.id, planId: plan.id };
    couponId = (await insertCoupon(t.db, [], { code: 'TEN', discountPercent: 10, paymentMethodIds: [1] })).id;
    const student = await insertStudent(t.db);
    userId = student.id;
    cookie = await sessionCookieFor(t.db, student.id);
  });
  afterAll(async () => {
    await t.close();
  });

  it('is refused with COUPON_DUPLICATE, and no order is written nor coupon use taken', async () => {
    const response = await postOrder(t.app, cookie, {
      lines: [line],
      price: 100_000,
      discount: 10_000,
      couponIds: [couponId, couponId],
      paymentMethodId: 1,
    });

    expect(response.statusCode).toBe(400);
    const body = response.json<{
      error: { code: string; result: { code: string; couponCode?: string }[] };
    }>();
    expect(body.error.code).toBe('COUPON_DUPLICATE');
    expect(body.error.result).toContainEqual({ code: 'COUPON_DUPLICATE', couponCode: 'TEN' });
    expect(await t.db.select().from(orders).where(eq(orders.userId, userId))).toEqual([]);
    const [coupon] = await t.db.select().from(coupons).where(eq(coupons.id, couponId));
    expect(coupon?.usedCount).toBe(0);
  });

  it('still takes the same coupon sent once', async () => {
    const response = await postOrder(t.app, cookie, {
      lines: [line],
      price: 100_000,
      discount: 10_000,
      couponIds: [couponId],
      paymentMethodId: 1,
    });

    expect(response.statusCode).toBe(200);
  });
});

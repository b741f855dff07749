import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coupons, orders, paymentMethods } from '../../db/tables';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { insertCoupon, insertPaymentMethods } from '../../test/commerce-factories';
import { insertCourse, insertPlan, insertStudent } from '../../test/factories';
import { postOrder } from '../../test/order-requests';
import { sessionCookieFor } from '../../test/sessions';

describe('the payment method of a new order', () => {
  let t: TestApp;
  let cookie: string;
  let userId: number;
  let line: { courseId: number; planId: number };
  let couponId: number;

  beforeAll(async () => {
    t = await buildTestApp();
    // 5, 6, 7 and 14 are numbered by the specification but have no panel; 3 is switched off below.
    await insertPaymentMethods(t.db, [1, 3, 5, 6, 7, 14]);
    await t.db.update(paymentMethods).set({ isEnabled: false }).where(eq(paymentMethods.id, 3));
    const course = await insertCourse(t.db);
    const plan = await insertPlan(t.db, course.id, { price: 100_000 });
    line = { courseId: course.id, planId: plan.id };
    // A coupon for bank transfers only: pricing with any other method would refuse it too.
    couponId = (await insertCoupon(t.db, [], { code: 'TRANSFER10', paymentMethodIds: [1] })).id;
    const student = await insertStudent(t.db);
    userId = student.id;
    cookie = await sessionCookieFor(t.db, student.id);
  });
  afterAll(async () => {
    await t.close();
  });

  it.each([
    ['5, which has no panel', 5],
    ['6, which has no panel', 6],
    ['7, which has no panel', 7],
    ['14, which has no panel', 14],
    ['3, which the shop switched off', 3],
    ['999, which does not exist', 999],
  ])('refuses method %s with PAYMENT_METHOD_NOT_AVAILABLE alone, before pricing', async (_name, methodId) => {
    const response = await postOrder(t.app, cookie, {
      lines: [line],
      price: 100_000,
      discount: 10_000,
      couponIds: [couponId],
      paymentMethodId: methodId,
    });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      error: {
        code: 'PAYMENT_METHOD_NOT_AVAILABLE',
        msg: 'The order cannot be made',
        result: [{ code: 'PAYMENT_METHOD_NOT_AVAILABLE' }],
      },
    });
    expect(await t.db.select().from(orders).where(eq(orders.userId, userId))).toEqual([]);
    const [coupon] = await t.db.select().from(coupons).where(eq(coupons.id, couponId));
    expect(coupon?.usedCount).toBe(0);
  });

  it('still reports the refusals of its courses beside an unknown method', async () => {
    const response = await postOrder(t.app, cookie, {
      lines: [{ courseId: 999_999, planId: line.planId }],
      price: 100_000,
      paymentMethodId: 999,
    });

    const refusals = response.json<{ error: { result: { code: string }[] } }>().error.result;
    expect(refusals).toEqual([
      { code: 'COURSE_NOT_AVAILABLE', courseId: 999_999 },
      { code: 'PAYMENT_METHOD_NOT_AVAILABLE' },
    ]);
  });

  it('takes an offered method', async () => {
    const response = await postOrder(t.app, cookie, {
      lines: [line],
      price: 100_000,
      discount: 10_000,
      couponIds: [couponId],
      paymentMethodId: 1,
    });

    expect(response.statusCode, response.body).toBe(200);
  });
});

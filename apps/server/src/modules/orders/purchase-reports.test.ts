import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approveAsAdmin, placeOrder, reportTransfer } from '../../test/admin-order-fixtures';
import { insertCourse, insertPlan, insertStudent, insertUser } from '../../test/factories';
import { insertPaymentMethodsForPayments } from '../../test/payment-fixtures';
import { sessionCookieFor } from '../../test/sessions';
import { buildTestApp, type TestApp } from '../../test/build-test-app';

type Reported = { data: { id: number; total: number; order_course_list: { course_name: string }[] }[] };

describe('purchases handed to the buyer’s browser for analytics', () => {
  let t: TestApp;
  let adminCookie: string;
  beforeAll(async () => {
    t = await buildTestApp();
    await insertPaymentMethodsForPayments(t.db);
    adminCookie = await sessionCookieFor(t.db, (await insertUser(t.db, { roles: ['admin'] })).id);
  });
  afterAll(async () => {
    await t.close();
  });

  const buyer = async () => sessionCookieFor(t.db, (await insertStudent(t.db)).id);
  const claim = async (cookie: string) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/private/orders/purchase-reports',
      headers: { cookie },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Reported>().data;
  };
  const paidCourse = async (price: number) => {
    const course = await insertCourse(t.db, { title: 'Thai for travellers' });
    const plan = await insertPlan(t.db, course.id, {
      planType: 'One-Time Payment',
      term: null,
      termUnit: null,
      price,
    });
    return { courseId: course.id, planId: plan.id };
  };

  it('hands over a transfer order once, on the buyer’s first visit after an administrator approved it', async () => {
    const cookie = await buyer();
    const placed = await placeOrder(t.app, cookie, {
      paymentMethodId: 1,
      lines: [await paidCourse(120_000)],
    });
    await reportTransfer(t.app, t.db, cookie, placed.orderId, (placed.total / 100).toFixed(2));
    // Waiting for review: nothing was bought yet.
    expect(await claim(cookie)).toEqual([]);

    await approveAsAdmin(t.app, adminCookie, placed.orderId);

    const first = await claim(cookie);
    expect(first).toMatchObject([
      {
        id: placed.orderId,
        total: placed.total,
        order_course_list: [{ course_name: 'Thai for travellers' }],
      },
    ]);
    expect(await claim(cookie)).toEqual([]);
  });

  it('hands over a free order approved when it is made, and never another buyer’s order', async () => {
    const cookie = await buyer();
    const other = await buyer();
    const course = await insertCourse(t.db);
    const plan = await insertPlan(t.db, course.id, {
      planType: 'Free',
      term: null,
      termUnit: null,
      price: 0,
    });
    const placed = await placeOrder(t.app, cookie, {
      paymentMethodId: 1,
      lines: [{ courseId: course.id, planId: plan.id }],
    });

    expect(await claim(other)).toEqual([]);
    expect((await claim(cookie)).map((order) => order.id)).toEqual([placed.orderId]);
    expect(await claim(cookie)).toEqual([]);
  });

  it('hands one order to only one of several visits made at the same moment', async () => {
    const cookie = await buyer();
    const placed = await placeOrder(t.app, cookie, { paymentMethodId: 1, lines: [await paidCourse(50_000)] });
    await reportTransfer(t.app, t.db, cookie, placed.orderId, (placed.total / 100).toFixed(2));
    await approveAsAdmin(t.app, adminCookie, placed.orderId);

    const answers = await Promise.all([claim(cookie), claim(cookie), claim(cookie)]);

    expect(answers.flat().map((order) => order.id)).toEqual([placed.orderId]);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paidOrder, placeOrder } from '../../../test/admin-order-fixtures';
import { insertCourse, insertPlan, insertStudent, insertUser } from '../../../test/factories';
import { insertPaymentMethodsForPayments } from '../../../test/payment-fixtures';
import { sessionCookieFor } from '../../../test/sessions';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';

type Page = { data: { statusOrder: string; is_enrolled: boolean } };

describe('a course whose order line was refunded', () => {
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

  it('can be bought again: its page no longer says the buyer holds it, and a new order is taken', async () => {
    const buyer = await insertStudent(t.db);
    const cookie = await sessionCookieFor(t.db, buyer.id);
    // A live class: once bought and approved, it cannot be bought a second time.
    const course = await insertCourse(t.db, { courseType: 'Live-Broadcast' });
    const plan = await insertPlan(t.db, course.id, {
      planType: 'One-Time Payment',
      term: null,
      termUnit: null,
      price: 50_000,
    });
    const line = { courseId: course.id, planId: plan.id };
    const { orderId } = await paidOrder(t.app, t.db, { cookie, adminCookie, request: { lines: [line] } });
    const page = async () =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/public/courses/${String(course.id)}/0`,
          headers: { cookie },
        })
      ).json<Page>().data;
    expect(await page()).toMatchObject({ statusOrder: 'approved', is_enrolled: true });

    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/admin/orders/${String(orderId)}`,
      headers: { cookie: adminCookie },
    });
    const lineId = detail.json<{ data: { lines: { id: number }[] } }>().data.lines[0]?.id ?? 0;
    const refunded = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${String(orderId)}/refunds`,
      headers: { cookie: adminCookie },
      payload: { order_line_ids: [lineId], reason: 'ผู้เรียนขอยกเลิก' },
    });
    expect(refunded.statusCode, refunded.body).toBe(200);

    expect(await page()).toMatchObject({ statusOrder: 'Nostatus', is_enrolled: false });
    const again = await placeOrder(t.app, cookie, { paymentMethodId: 1, lines: [line] });
    expect(again.orderId).toBeGreaterThan(orderId);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { insertPaymentMethods } from '../../test/commerce-factories';
import { insertCourse, insertPlan, insertStudent } from '../../test/factories';
import { postOrder } from '../../test/order-requests';
import { sessionCookieFor } from '../../test/sessions';

describe('who may see and change an order', () => {
  let t: TestApp;
  let ownerCookie: string;
  let strangerCookie: string;
  let orderId: number;

  beforeAll(async () => {
    t = await buildTestApp();
    await insertPaymentMethods(t.db);
    const course = await insertCourse(t.db);
    const plan = await insertPlan(t.db, course.id, { price: 100_000 });
    ownerCookie = await sessionCookieFor(t.db, (await insertStudent(t.db)).id);
    strangerCookie = await sessionCookieFor(t.db, (await insertStudent(t.db)).id);
    orderId = (
      await postOrder(t.app, ownerCookie, {
        lines: [{ courseId: course.id, planId: plan.id }],
        price: 100_000,
      })
    ).json<{ orderId: number }>().orderId;
  });
  afterAll(async () => {
    await t.close();
  });

  it('shows the buyer their order, the list of their orders and the order for the payment step', async () => {
    const one = await t.app.inject({
      method: 'GET',
      url: `/private/orders/${String(orderId)}`,
      headers: { cookie: ownerCookie },
    });
    const list = await t.app.inject({
      method: 'GET',
      url: '/private/orders',
      headers: { cookie: ownerCookie },
    });
    const forPayment = await t.app.inject({
      method: 'GET',
      url: `/private/payments/methods/order/${String(orderId)}`,
      headers: { cookie: ownerCookie },
    });

    expect(one.json()).toMatchObject({ data: { id: orderId, payment_status: 'notYetReceived' } });
    expect(list.json<{ data: { id: number }[] }>().data.map((order) => order.id)).toEqual([orderId]);
    expect(forPayment.json()).toMatchObject({ data: { id: orderId, payment_method: { id: 1 } } });
  });

  it('finds the order behind a thank-you link for its buyer only', async () => {
    const detail = await t.app.inject({
      method: 'GET',
      url: `/private/orders/${String(orderId)}`,
      headers: { cookie: ownerCookie },
    });
    const token = detail.json<{ data: { order_token: string } }>().data.order_token;

    const mine = await t.app.inject({
      method: 'GET',
      url: `/private/orders/token/${token}`,
      headers: { cookie: ownerCookie },
    });
    const theirs = await t.app.inject({
      method: 'GET',
      url: `/private/orders/token/${token}`,
      headers: { cookie: strangerCookie },
    });

    expect(mine.json()).toMatchObject({ data: { id: orderId } });
    expect(theirs.statusCode).toBe(404);
  });

  it("answers another student's request for the order as if it did not exist", async () => {
    for (const url of [
      `/private/orders/${String(orderId)}`,
      `/private/payments/methods/order/${String(orderId)}`,
    ]) {
      const response = await t.app.inject({ method: 'GET', url, headers: { cookie: strangerCookie } });
      expect(response.statusCode).toBe(404);
    }
    const deleted = await t.app.inject({
      method: 'POST',
      url: '/public/cart/deleteorder',
      payload: { order_id: orderId },
      headers: { cookie: strangerCookie },
    });
    expect(deleted.statusCode).toBe(404);
    const still = await t.app.inject({
      method: 'GET',
      url: `/private/orders/${String(orderId)}`,
      headers: { cookie: ownerCookie },
    });
    expect(still.json()).toMatchObject({ data: { payment_status: 'notYetReceived' } });
  });

  it('asks a visitor to sign in for every private order route', async () => {
    for (const [method, url] of [
      ['GET', `/private/orders/${String(orderId)}`],
      ['GET', '/private/orders'],
      ['GET', `/private/payments/methods/order/${String(orderId)}`],
      ['GET', '/private/course/countdowntime/1'],
      ['POST', '/private/cart/order'],
    ] as const) {
      const response = await t.app.inject({ method, url });
      expect(response.statusCode, url).toBe(401);
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderPage } from '@shop/contract/orders/order-page';
import { paidOrder, placeOrder } from '../../test/admin-order-fixtures';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { insertCoupon, insertPromotion } from '../../test/commerce-factories';
import { insertCourse, insertPlan, insertStudent, insertUser } from '../../test/factories';
import { insertPaymentMethodsForPayments } from '../../test/payment-fixtures';
import { sessionCookieFor } from '../../test/sessions';
import { setSettings } from '../../test/settings';

describe("a student's order page", () => {
  let t: TestApp;
  let adminCookie: string;
  beforeAll(async () => {
    t = await buildTestApp();
    await insertPaymentMethodsForPayments(t.db);
    await setSettings(t.db, { is_enable_vat: true, vat_value: 7 });
    adminCookie = await sessionCookieFor(t.db, (await insertUser(t.db, { roles: ['admin'] })).id);
  });
  afterAll(async () => {
    await t.close();
  });

  const student = async () => sessionCookieFor(t.db, (await insertStudent(t.db)).id);
  const page = (cookie: string | null, orderId: number) =>
    t.app.inject({
      method: 'GET',
      url: `/private/myaccount/orders/${String(orderId)}`,
      headers: cookie ? { cookie } : {},
    });

  it('shows a paid and refunded order whole: plans, promotion and coupon, VAT and its history', async () => {
    const python = await insertCourse(t.db, { title: 'Python' });
    const design = await insertCourse(t.db, { title: 'Design' });
    const yearly = await insertPlan(t.db, python.id, { name: 'หนึ่งปี', price: 100_000 });
    const lifetime = await insertPlan(t.db, design.id, {
      name: '',
      planType: 'One-Time Payment',
      term: null,
      termUnit: null,
      price: 50_000,
    });
    const promotion = await insertPromotion(t.db, [python.id, design.id], { title: 'Pair 10%' });
    const coupon = await insertCoupon(t.db, [python.id], {
      code: 'PY100',
      discountType: 'amount',
      discountAmount: 10_000,
    });
    const cookie = await student();
    const { orderId } = await paidOrder(t.app, t.db, {
      cookie,
      adminCookie,
      request: {
        lines: [
          { courseId: python.id, planId: yearly.id },
          { courseId: design.id, planId: lifetime.id },
        ],
        promotionId: promotion.id,
        couponIds: [coupon.id],
      },
    });
    const designLine = (await page(cookie, orderId)).json<{ data: OrderPage }>().data.lines[1];
    const refund = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${String(orderId)}/refunds`,
      headers: { cookie: adminCookie },
      payload: { order_line_ids: [designLine?.id], reason: 'The class was cancelled' },
    });
    expect(refund.statusCode).toBe(200);

    const response = await page(cookie, orderId);

    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const order = response.json<{ data: OrderPage }>().data;
    expect(order.lines).toMatchObject([
      { course_name: 'Python', plan: { name: 'หนึ่งปี' }, qty: 1, amount: 100_000 },
      { course_name: 'Design', plan: { name: '', plan_type: 'One-Time Payment' }, qty: 1, amount: 50_000 },
    ]);
    expect(order.promotion).toEqual({ name: 'Pair 10%', amount: order.money.promotion_discount });
    expect(order.coupons).toEqual([{ code: 'PY100', amount: 10_000 }]);
    expect(order.money.promotion_discount).toBeGreaterThan(0);
    const net = 150_000 - order.money.promotion_discount - order.money.coupon_discount;
    expect(order.money).toMatchObject({ subtotal: 150_000, coupon_discount: 10_000, vat_percent: 7 });
    expect(order.money.vat).toBe(Math.round(net * 0.07));
    expect(order.money.amount_to_pay).toBe(net + order.money.vat);
    expect(order.money.refunded).toBeGreaterThan(0);
    expect(order.payment_method).toMatchObject({ id: 1 });
    expect(order.shipping).toEqual({ fee: 0, option: null, address: null });
    expect(order.history.map((step) => step.kind)).toEqual([
      'created',
      'paymentReported',
      'paid',
      'refunded',
    ]);
    expect(order.history[3]).toMatchObject({
      reason: 'The class was cancelled',
      amount: order.money.refunded,
    });
  });

  it('names the cancellation of an unpaid order by its buyer as theirs', async () => {
    const course = await insertCourse(t.db);
    const plan = await insertPlan(t.db, course.id, { price: 30_000 });
    const cookie = await student();
    const { orderId } = await placeOrder(t.app, cookie, {
      lines: [{ courseId: course.id, planId: plan.id }],
    });
    await t.app.inject({
      method: 'POST',
      url: '/public/cart/deleteorder',
      headers: { cookie },
      payload: { order_id: orderId },
    });

    const order = (await page(cookie, orderId)).json<{ data: OrderPage }>().data;

    expect(order.payment_status).toBe('cancelled');
    expect(order.history.map((step) => step.kind)).toEqual(['created', 'cancelledByBuyer']);
  });

  it("answers another student's order, and an order that does not exist, as not found", async () => {
    const course = await insertCourse(t.db);
    const plan = await insertPlan(t.db, course.id, { price: 30_000 });
    const owner = await student();
    const { orderId } = await placeOrder(t.app, owner, { lines: [{ courseId: course.id, planId: plan.id }] });

    const stranger = await page(await student(), orderId);
    const missing = await page(owner, orderId + 1_000);
    const visitor = await page(null, orderId);

    expect(stranger.statusCode).toBe(404);
    expect(stranger.json()).toMatchObject({ success: false, error: { code: 'NOT_FOUND' } });
    expect(missing.statusCode).toBe(404);
    expect(visitor.statusCode).toBe(401);
  });
});

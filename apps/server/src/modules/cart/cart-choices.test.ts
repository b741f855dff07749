import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coupons, paymentMethods, shippingFeeOptions } from '../../db/tables';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import {
  insertCoupon,
  insertPaymentMethods,
  insertShippingAddress,
  insertShippingFeeOption,
} from '../../test/commerce-factories';
import { insertCourse, insertPlan, insertStudent, TEST_PASSWORD } from '../../test/factories';
import { postOrder } from '../../test/order-requests';
import { sessionCookieFor } from '../../test/sessions';

type Choices = {
  coupon_ids: number[];
  coupons: { code: string }[];
  dropped_coupons: { code: string | null; reason: string }[];
  payment_method_id: number | null;
  promotion_id: number | null;
  is_withholding: boolean;
  withholding_percent: number;
  shipping_address_id: number | null;
  shipping_fee_id: number | null;
};
type Cart = {
  data: { id: number; course_id: number }[];
  cart: Choices;
  error?: { code: string; result?: unknown; params?: { param: string }[] };
};

const visitorId = (suffix: string) => `choices-${suffix.padEnd(12, '0')}`;

describe('the checkout choices a cart keeps', () => {
  let t: TestApp;
  const call = async (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
    cookie?: string,
  ) => (await t.app.inject({ method, url, payload, headers: cookie ? { cookie } : {} })).json<Cart>();
  const choose = (payload: object, cookie?: string) => call('PUT', '/public/cart/selection', payload, cookie);
  const studentCart = (cookie: string) => call('GET', '/private/cart', undefined, cookie);
  const visitorCart = (id: string) => call('GET', `/public/cart/${id}`);
  const course = async () => {
    const row = await insertCourse(t.db);
    const plan = await insertPlan(t.db, row.id, { price: 100_000 });
    return { id: row.id, planId: plan.id };
  };

  beforeAll(async () => {
    t = await buildTestApp();
    await insertPaymentMethods(t.db, [1, 8]);
  });
  afterAll(async () => {
    await t.close();
  });

  it('gives a student the coupon, payment method, withholding and delivery they chose, on any device', async () => {
    const bought = await course();
    const student = await insertStudent(t.db);
    const phone = await sessionCookieFor(t.db, student.id);
    const coupon = await insertCoupon(t.db, [bought.id], { code: 'KEEPME' });
    const address = await insertShippingAddress(t.db, student.id);
    const fee = await insertShippingFeeOption(t.db);
    await call('POST', '/public/cart/items', { course_id: bought.id, priecingplan_id: bought.planId }, phone);

    await choose(
      {
        promotion_id: null,
        coupons_id: [coupon.id],
        paymentmethod_id: 8,
        is_withholding: true,
        withholding_percent: 1,
        shipping_address_id: address.id,
        shipping_fee_id: fee.id,
      },
      phone,
    );

    const laptop = await sessionCookieFor(t.db, student.id);
    expect((await studentCart(laptop)).cart).toMatchObject({
      coupon_ids: [coupon.id],
      coupons: [{ code: 'KEEPME' }],
      dropped_coupons: [],
      payment_method_id: 8,
      is_withholding: true,
      withholding_percent: 1,
      shipping_address_id: address.id,
      shipping_fee_id: fee.id,
    });
  });

  it('drops a coupon that was used up since, says why once, and keeps it dropped', async () => {
    const bought = await course();
    const id = visitorId('a');
    const coupon = await insertCoupon(t.db, [], { code: 'LASTONE', usageLimit: 1 });
    await call('POST', '/public/cart/items', { generate_id: id, course_id: bought.id });
    await choose({ generate_id: id, promotion_id: null, coupons_id: [coupon.id], paymentmethod_id: 1 });

    await t.db.update(coupons).set({ usedCount: 1 }).where(eq(coupons.id, coupon.id));

    const first = await visitorCart(id);
    expect(first.cart).toMatchObject({
      coupon_ids: [],
      coupons: [],
      dropped_coupons: [{ code: 'LASTONE', reason: 'COUPON_NOT_AVAILABLE' }],
      payment_method_id: 1,
    });
    expect((await visitorCart(id)).cart).toMatchObject({ coupon_ids: [], dropped_coupons: [] });
  });

  it('drops a coupon whose only course was taken out of the cart, in the answer to taking it out', async () => {
    const kept = await course();
    const removed = await course();
    const id = visitorId('b');
    const coupon = await insertCoupon(t.db, [removed.id], { code: 'ONLYTHAT' });
    await call('POST', '/public/cart/items', { generate_id: id, course_id: kept.id });
    const cart = await call('POST', '/public/cart/items', { generate_id: id, course_id: removed.id });
    await choose({ generate_id: id, promotion_id: null, coupons_id: [coupon.id], paymentmethod_id: 1 });
    const line = cart.data.find((item) => item.course_id === removed.id);

    const after = await call('DELETE', `/public/cart/items/${String(line?.id)}?generate_id=${id}`);

    expect(after.cart.dropped_coupons).toEqual([
      { coupon_id: coupon.id, code: 'ONLYTHAT', reason: 'COUPON_NO_SUPPORTED_COURSE' },
    ]);
    expect(after.cart.coupon_ids).toEqual([]);
  });

  it('forgets a payment method the shop switched off and a shipping option it no longer offers', async () => {
    const bought = await course();
    const id = visitorId('c');
    const fee = await insertShippingFeeOption(t.db, { name: 'Kerry' });
    await insertPaymentMethods(t.db, [9]);
    await call('POST', '/public/cart/items', { generate_id: id, course_id: bought.id });
    await choose({
      generate_id: id,
      promotion_id: null,
      coupons_id: [],
      paymentmethod_id: 9,
      shipping_fee_id: fee.id,
    });

    await t.db.update(paymentMethods).set({ isEnabled: false }).where(eq(paymentMethods.id, 9));
    await t.db.update(shippingFeeOptions).set({ isActive: false }).where(eq(shippingFeeOptions.id, fee.id));

    expect((await visitorCart(id)).cart).toMatchObject({ payment_method_id: null, shipping_fee_id: null });
  });

  it.each([
    [
      'a used-up coupon',
      async () => ({ coupons_id: [(await insertCoupon(t.db, [], { usageLimit: 0 })).id] }),
      'COUPON_NOT_AVAILABLE',
    ],
    ['a coupon that does not exist', () => ({ coupons_id: [987_654] }), 'NOT_FOUND'],
    [
      'a coupon the chosen method does not allow',
      async () => ({
        coupons_id: [(await insertCoupon(t.db, [], { paymentMethodIds: [1] })).id],
        paymentmethod_id: 8,
      }),
      'COUPON_NOT_ALLOWED_FOR_PAYMENT_METHOD',
    ],
    [
      'a payment method the shop does not offer',
      () => ({ paymentmethod_id: 5 }),
      'PAYMENT_METHOD_NOT_AVAILABLE',
    ],
    ['a promotion that is not running', () => ({ promotion_id: 876_543 }), 'PROMOTION_NOT_APPLICABLE'],
  ])('refuses to remember %s and changes nothing', async (_what, sent, code) => {
    const bought = await course();
    const student = await insertStudent(t.db);
    const cookie = await sessionCookieFor(t.db, student.id);
    await call('POST', '/public/cart/items', { course_id: bought.id }, cookie);
    await choose({ promotion_id: null, coupons_id: [], paymentmethod_id: 1 }, cookie);

    const refused = await choose(
      { promotion_id: null, coupons_id: [], paymentmethod_id: 1, ...(await sent()) },
      cookie,
    );

    expect(refused.error?.code).toBe(code);
    expect((await studentCart(cookie)).cart).toMatchObject({
      coupon_ids: [],
      payment_method_id: 1,
      promotion_id: null,
    });
  });

  it("refuses another buyer's delivery address", async () => {
    const bought = await course();
    const student = await insertStudent(t.db);
    const stranger = await insertStudent(t.db);
    const address = await insertShippingAddress(t.db, stranger.id);
    const cookie = await sessionCookieFor(t.db, student.id);
    await call('POST', '/public/cart/items', { course_id: bought.id }, cookie);

    const refused = await choose(
      { promotion_id: null, coupons_id: [], paymentmethod_id: 1, shipping_address_id: address.id },
      cookie,
    );

    expect(refused.error).toMatchObject({ code: 'INPUT_ERROR', params: [{ param: 'shipping_address_id' }] });
    expect((await studentCart(cookie)).cart.shipping_address_id).toBeNull();
  });

  it('carries the coupon and method a visitor chose into the student’s cart at sign-in', async () => {
    const bought = await course();
    const student = await insertStudent(t.db);
    const id = visitorId('d');
    const coupon = await insertCoupon(t.db, [], { code: 'ASVISITOR' });
    await call('POST', '/public/cart/items', { generate_id: id, course_id: bought.id });
    await choose({ generate_id: id, promotion_id: null, coupons_id: [coupon.id], paymentmethod_id: 8 });

    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: student.username, password: TEST_PASSWORD, generate_id: id },
    });
    const cookie = login.headers['set-cookie']?.toString().split(';')[0] ?? '';

    expect((await studentCart(cookie)).cart).toMatchObject({
      coupons: [{ code: 'ASVISITOR' }],
      payment_method_id: 8,
    });
  });

  it('still checks a kept coupon when the order is placed', async () => {
    const bought = await course();
    const student = await insertStudent(t.db);
    const cookie = await sessionCookieFor(t.db, student.id);
    const coupon = await insertCoupon(t.db, [], { code: 'ENDSNOW', usageLimit: 5 });
    await call(
      'POST',
      '/public/cart/items',
      { course_id: bought.id, priecingplan_id: bought.planId },
      cookie,
    );
    await choose({ promotion_id: null, coupons_id: [coupon.id], paymentmethod_id: 1 }, cookie);
    await t.db.update(coupons).set({ isActive: false }).where(eq(coupons.id, coupon.id));

    const order = await postOrder(t.app, cookie, {
      lines: [{ courseId: bought.id, planId: bought.planId }],
      price: 100_000,
      discount: 10_000,
      couponIds: [coupon.id],
    });

    expect(order.json()).toMatchObject({ error: { code: 'COUPON_NOT_AVAILABLE' } });
    expect((await studentCart(cookie)).cart.dropped_coupons).toEqual([
      { coupon_id: coupon.id, code: 'ENDSNOW', reason: 'COUPON_NOT_AVAILABLE' },
    ]);
  });
});

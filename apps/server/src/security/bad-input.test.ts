import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../db/tables';
import { insertOrderWithLine, insertPaymentMethods } from '../test/commerce-factories';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { insertCourse, insertPlan, insertStudent, insertUser } from '../test/factories';
import { sessionCookieFor } from '../test/sessions';

/** One past the largest PostgreSQL integer: before the contract bounded ids, each of these answered 500. */
const BIG = 2 ** 31;
const NUL = '\u0000';

type Who = 'visitor' | 'student' | 'admin';
type Fixture = { courseId: number; planId: number };
type Case = {
  name: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string | ((f: Fixture) => string);
  body?: (f: Fixture) => unknown;
  as?: Who;
  /** The field the refusal must name. */
  field: string;
};

const orderBody = (f: Fixture, changes: Record<string, unknown>) => ({
  course_id: [f.courseId],
  pricingplan_id: [f.planId],
  payment_method_id: 1,
  price: 100_000,
  discount: 0,
  ...changes,
});

const BIG_IDS: Case[] = [
  { name: 'a course page', method: 'GET', url: `/public/courses/${BIG}/1`, field: 'id' },
  { name: 'a course page with its slug', method: 'GET', url: `/public/courses/${BIG}-python/0`, field: 'id' },
  { name: 'a product page', method: 'GET', url: `/public/products/${BIG}/1`, field: 'id' },
  { name: 'related courses', method: 'GET', url: `/public/courses/${BIG}/related/teacher`, field: 'id' },
  { name: 'a curriculum', method: 'GET', url: `/public/course/videoplaylist/${BIG}`, field: 'courseId' },
  { name: 'comments', method: 'GET', url: `/public/courses/${BIG}/comments`, field: 'id' },
  {
    name: 'a comment reply',
    method: 'POST',
    url: (f) => `/private/courses/${String(f.courseId)}/comments`,
    body: () => ({ body: 'hello', parent_id: BIG }),
    as: 'student',
    field: 'parent_id',
  },
  {
    name: 'coupons by id',
    method: 'POST',
    url: '/public/cart/getallcoupon',
    body: () => ({ couponID: [BIG] }),
    field: 'couponID.0',
  },
  {
    name: 'plans by course',
    method: 'POST',
    url: '/public/cart/getallpriecingplan',
    body: () => ({ courseID: [BIG] }),
    field: 'courseID.0',
  },
  {
    name: 'a countdown',
    method: 'GET',
    url: `/private/course/countdowntime/${BIG}`,
    as: 'student',
    field: 'courseId',
  },
  { name: 'an order', method: 'GET', url: `/private/orders/${BIG}`, as: 'student', field: 'id' },
  {
    name: 'an order to pay',
    method: 'GET',
    url: `/private/payments/methods/order/${BIG}`,
    as: 'student',
    field: 'orderId',
  },
  {
    name: 'deleting an order',
    method: 'POST',
    url: '/public/cart/deleteorder',
    body: () => ({ order_id: BIG }),
    as: 'student',
    field: 'order_id',
  },
  {
    name: 'deleting an address',
    method: 'DELETE',
    url: `/private/shipping/addresses/${BIG}`,
    as: 'student',
    field: 'id',
  },
  {
    name: 'a cart line',
    method: 'POST',
    url: '/public/cart/items',
    body: () => ({ course_id: BIG }),
    as: 'student',
    field: 'course_id',
  },
  {
    name: 'a cart line plan',
    method: 'POST',
    url: '/public/cart/items',
    body: (f) => ({ course_id: f.courseId, priecingplan_id: BIG }),
    as: 'student',
    field: 'priecingplan_id',
  },
  {
    name: 'a cart promotion',
    method: 'PUT',
    url: '/public/cart/selection',
    body: () => ({ promotion_id: BIG, coupons_id: [], paymentmethod_id: null }),
    as: 'student',
    field: 'promotion_id',
  },
  {
    name: 'cart coupons',
    method: 'PUT',
    url: '/public/cart/selection',
    body: () => ({ promotion_id: null, coupons_id: [BIG], paymentmethod_id: null }),
    as: 'student',
    field: 'coupons_id.0',
  },
  {
    name: 'a cart payment method',
    method: 'PUT',
    url: '/public/cart/selection',
    body: () => ({ promotion_id: null, coupons_id: [], paymentmethod_id: BIG }),
    as: 'student',
    field: 'paymentmethod_id',
  },
  ...(['course_id', 'coupon_id'] as const).map((field): Case => ({
    name: `an order's ${field}`,
    method: 'POST',
    url: '/private/cart/order',
    body: (f) => orderBody(f, { [field]: [BIG] }),
    as: 'student',
    field: `${field}.0`,
  })),
  ...(['shipping_address_id', 'shipping_fee_id'] as const).map((field): Case => ({
    name: `an order's ${field}`,
    method: 'POST',
    url: '/private/cart/order',
    body: (f) => orderBody(f, { [field]: BIG }),
    as: 'student',
    field,
  })),
  {
    name: "an order's promotion_id sent as JSON text",
    method: 'POST',
    url: '/private/cart/order',
    body: (f) => orderBody(f, { promotion_id: `[${String(BIG)}]` }),
    as: 'student',
    field: 'promotion_id',
  },
];

const WITH_NUL: Case[] = [
  {
    name: 'a sign-in name',
    method: 'POST',
    url: '/api/auth/login',
    body: () => ({ username: `a${NUL}b`, password: 'x' }),
    field: 'username',
  },
  {
    name: 'a forgotten-password e-mail',
    method: 'POST',
    url: '/api/auth/forgot-password',
    body: () => ({ email: `a${NUL}@example.com` }),
    field: 'email',
  },
  {
    name: 'a registration name',
    method: 'POST',
    url: '/public/students/course-detail-page',
    body: () => ({
      firstname: `Som${NUL}chai`,
      lastname: 'Jaidee',
      email: 'somchai@example.com',
      tel: '0812345678',
      username: 'somchai',
      password: 'Str0ng!Pass#',
      confirm_password: 'Str0ng!Pass#',
    }),
    field: 'firstname',
  },
  {
    name: 'a registration custom answer sent as JSON text',
    method: 'POST',
    url: '/public/students/course-detail-page',
    body: () => ({ firstname: 'Somchai', customLabel: JSON.stringify({ 1: `a${NUL}` }) }),
    field: 'customLabel',
  },
  {
    name: 'a coupon code',
    method: 'POST',
    url: '/public/cart/getCouponByCouponCode',
    body: () => ({ coupon_code: `A${NUL}` }),
    field: 'coupon_code',
  },
  {
    name: 'a category address',
    method: 'POST',
    url: '/public/course/cate/pathname',
    body: () => ({ link_path: `/a${NUL}` }),
    field: 'link_path',
  },
  { name: 'a course search', method: 'GET', url: '/public/courses?keyword=py%00thon', field: 'keyword' },
  {
    name: 'a comment',
    method: 'POST',
    url: (f) => `/private/courses/${String(f.courseId)}/comments`,
    body: () => ({ body: `hello${NUL}` }),
    as: 'student',
    field: 'body',
  },
  {
    name: 'a delivery address',
    method: 'POST',
    url: '/private/shipping/addresses',
    body: () => ({ recipient_name: `Som${NUL}sri`, tel: '0812345678', address: '1 Sukhumvit Rd' }),
    as: 'student',
    field: 'recipient_name',
  },
  {
    name: 'a site title',
    method: 'PUT',
    url: '/api/admin/settings',
    body: () => ({ title: `Shop${NUL}` }),
    as: 'admin',
    field: 'title',
  },
  {
    name: 'a bank-transfer report',
    method: 'POST',
    url: '/private/payment/report',
    body: () => ({ order_id: 1, contact_name: `Som${NUL}chai` }),
    as: 'student',
    field: 'contact_name',
  },
  {
    name: 'an escape sequence in a name',
    method: 'POST',
    url: '/private/shipping/addresses',
    body: () => ({ recipient_name: 'Som\u001b[2Jsri', tel: '0812345678', address: '1 Sukhumvit Rd' }),
    as: 'student',
    field: 'recipient_name',
  },
];

describe('requests with input the database cannot take', () => {
  let t: TestApp;
  let fixture: Fixture;
  const cookies: Record<Who, string> = { visitor: '', student: '', admin: '' };

  beforeAll(async () => {
    t = await buildTestApp();
    await insertPaymentMethods(t.db);
    const course = await insertCourse(t.db);
    const plan = await insertPlan(t.db, course.id);
    fixture = { courseId: course.id, planId: plan.id };
    const student = await insertStudent(t.db);
    cookies.student = await sessionCookieFor(t.db, student.id);
    // The buyer's unpaid order 1: what `true` or `[1]` would be coerced to.
    const order = await insertOrderWithLine(t.db, { userId: student.id, ...fixture });
    expect(order.id).toBe(1);
    cookies.admin = await sessionCookieFor(t.db, (await insertUser(t.db, { roles: ['admin'] })).id);
  });
  afterAll(async () => {
    await t.close();
  });

  const send = (c: Case) =>
    t.app.inject({
      method: c.method,
      url: typeof c.url === 'string' ? c.url : c.url(fixture),
      headers: cookies[c.as ?? 'visitor'] ? { cookie: cookies[c.as ?? 'visitor'] } : {},
      ...(c.body ? { payload: c.body(fixture) as Record<string, unknown> } : {}),
    });

  const expectInputErrorNaming = (response: Awaited<ReturnType<typeof send>>, field: string) => {
    expect(response.statusCode, response.body).toBe(400);
    const body = response.json<{ success: boolean; error: { code: string; params?: { param: string }[] } }>();
    expect(body).toMatchObject({ success: false, error: { code: 'INPUT_ERROR' } });
    expect(body.error.params?.map((item) => item.param)).toContain(field);
  };

  it.each(BIG_IDS)('refuses an id of 2^31 in $name with INPUT_ERROR naming $field', async (c) => {
    expectInputErrorNaming(await send(c), c.field);
  });

  it.each(WITH_NUL)('refuses a control character in $name with INPUT_ERROR naming $field', async (c) => {
    expectInputErrorNaming(await send(c), c.field);
  });

  it.each([
    ['true', true],
    ['[1]', [1]],
  ])(
    'refuses order_id sent as %s instead of reading it as order 1, and order 1 stays',
    async (_name, value) => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/public/cart/deleteorder',
        headers: { cookie: cookies.student },
        payload: { order_id: value },
      });

      expectInputErrorNaming(response, 'order_id');
      const [row] = await t.db.select({ status: orders.status }).from(orders).where(eq(orders.id, 1));
      expect(row?.status).toBe('notYetReceived');
    },
  );

  it.each([
    [
      'a JSON escape',
      'application/json',
      '{"transactionId":"tx\\u0000","amount":"100.00","billPaymentRef1":"SHOP1"}',
    ],
    ['a raw NUL', 'text/plain', `{"transactionId":"tx${NUL}","amount":"100.00","billPaymentRef1":"SHOP1"}`],
    ['a form escape', 'application/x-www-form-urlencoded', 'referenceNo=a%00b&amount=1'],
  ])(
    'refuses a payment notification holding NUL as %s with INPUT_ERROR',
    async (_name, contentType, body) => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/webhook/payment/scb',
        headers: { 'content-type': contentType },
        payload: body,
      });

      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toMatchObject({ error: { code: 'INPUT_ERROR', params: [{ param: 'body' }] } });
    },
  );

  it('still takes an order id sent as its digits, as the specification clients do', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/public/cart/deleteorder',
      headers: { cookie: cookies.student },
      payload: { order_id: '2147483647' },
    });

    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
  });

  it('keeps line breaks and tabs in a text that may span lines', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/private/shipping/addresses',
      headers: { cookie: cookies.student },
      payload: {
        recipient_name: 'Somsri',
        tel: '0812345678',
        address: '1 Sukhumvit Rd\nKhlong Toei\tBangkok',
      },
    });

    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ data: { address: '1 Sukhumvit Rd\nKhlong Toei\tBangkok' } });
  });
});

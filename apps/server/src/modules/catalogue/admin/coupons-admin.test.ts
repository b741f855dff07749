import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_BULK_COUPONS } from '@shop/contract/admin/discounts-coupons';
import { coupons } from '../../../db/tables';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { insertPaymentMethods } from '../../../test/commerce-factories';
import { insertCourse, insertPlan, insertStudent } from '../../../test/factories';
import { postOrder } from '../../../test/order-requests';
import { sessionCookieFor } from '../../../test/sessions';
import { latestAudit, signedInAdmin } from '../../settings/admin/settings-test-kit';

type Coupon = { id: number; code: string; used_count: number; batch_id: string | null; state: string };
type Refusal = { error: { code: string; params?: { param: string }[] } };
type Usage = { order_id: number; buyer: { id: number; email: string }; state: string; discount: number };

describe('coupons in the back office', () => {
  let t: TestApp;
  let admin: { id: number; cookie: string };

  beforeAll(async () => {
    t = await buildTestApp();
    await insertPaymentMethods(t.db);
    admin = await signedInAdmin(t.db);
  });
  afterAll(async () => {
    await t.close();
  });

  const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie: admin.cookie }, ...(payload ? { payload } : {}) });
  const createCoupon = async (payload: object) => {
    const response = await send('POST', '/api/admin/coupons', payload);
    if (response.statusCode !== 200) throw new Error(response.body);
    return response.json<{ data: Coupon }>().data;
  };
  const courseWithPlan = async (price = 100_000) => {
    const course = await insertCourse(t.db);
    const plan = await insertPlan(t.db, course.id, { price });
    return { courseId: course.id, planId: plan.id };
  };
  const buyer = async () => {
    const student = await insertStudent(t.db);
    return { student, cookie: await sessionCookieFor(t.db, student.id) };
  };

  it('makes a coupon that applies at checkout, and lists the order that used it', async () => {
    const line = await courseWithPlan();
    const coupon = await createCoupon({
      code: ' early bird ',
      discount_type: 'percent',
      discount_percent: 10,
      course_ids: [line.courseId],
    });
    expect(coupon.code).toBe('EARLYBIRD');
    const { student, cookie } = await buyer();

    const order = await postOrder(t.app, cookie, {
      lines: [line],
      price: 100_000,
      discount: 10_000,
      couponIds: [coupon.id],
    });

    expect(order.statusCode).toBe(200);
    const orderId = order.json<{ orderId: number }>().orderId;
    const usage = (await send('GET', `/api/admin/coupons/${String(coupon.id)}/usage`)).json<{
      data: Usage[];
      total: number;
    }>();
    expect(usage.total).toBe(1);
    expect(usage.data[0]).toMatchObject({
      order_id: orderId,
      buyer: { id: student.id, email: student.email },
      state: 'notYetReceived',
      discount: 10_000,
    });
    expect(
      (await send('GET', `/api/admin/coupons/${String(coupon.id)}`)).json<{ data: Coupon }>().data.used_count,
    ).toBe(1);
    expect(await latestAudit(t.db, 'coupon.create')).toMatchObject({
      actorUserId: admin.id,
      entityId: String(coupon.id),
      after: { code: 'EARLYBIRD' },
    });
  });

  it('respects its payment-method scope at checkout', async () => {
    const line = await courseWithPlan();
    const coupon = await createCoupon({
      code: 'TRANSFERONLY',
      discount_type: 'amount',
      discount_amount: 20_000,
      payment_method_ids: [1],
    });
    const { cookie } = await buyer();
    const request = { lines: [line], price: 100_000, discount: 20_000, couponIds: [coupon.id] };

    const refused = await postOrder(t.app, cookie, { ...request, paymentMethodId: 8 });
    const accepted = await postOrder(t.app, cookie, { ...request, paymentMethodId: 1 });

    expect(refused.json()).toMatchObject({
      error: {
        code: 'COUPON_NOT_ALLOWED_FOR_PAYMENT_METHOD',
        result: [expect.objectContaining({ couponCode: 'TRANSFERONLY' })],
      },
    });
    expect(accepted.statusCode).toBe(200);
    const listed = (await send('GET', '/api/admin/coupons?paymentMethodId=8&keyword=transferonly')).json<{
      total: number;
    }>();
    expect(listed.total).toBe(0);
  });

  it('lets one buyer use a coupon only as often as its limit per buyer allows', async () => {
    const first = await courseWithPlan();
    const second = await courseWithPlan();
    const coupon = await createCoupon({
      code: 'ONCEEACH',
      discount_type: 'percent',
      discount_percent: 10,
      usage_limit_per_user: 1,
    });
    const { cookie } = await buyer();
    const other = await buyer();

    const used = await postOrder(t.app, cookie, {
      lines: [first],
      price: 100_000,
      discount: 10_000,
      couponIds: [coupon.id],
    });
    const again = await postOrder(t.app, cookie, {
      lines: [second],
      price: 100_000,
      discount: 10_000,
      couponIds: [coupon.id],
    });
    const byOther = await postOrder(t.app, other.cookie, {
      lines: [second],
      price: 100_000,
      discount: 10_000,
      couponIds: [coupon.id],
    });

    expect(used.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ error: { code: 'COUPON_NOT_AVAILABLE' } });
    expect(byOther.statusCode).toBe(200);
    const [row] = await t.db.select().from(coupons).where(eq(coupons.id, coupon.id));
    expect(row?.usedCount).toBe(2);
  });

  it('generates N distinct single-use codes in one go and exports them as CSV with a byte-order mark', async () => {
    const response = await send('POST', '/api/admin/coupons/bulk', {
      count: 40,
      prefix: 'vip-',
      discount_type: 'amount',
      discount_amount: 5_000,
    });

    expect(response.statusCode).toBe(200);
    const { batch_id: batchId, codes } = response.json<{ data: { batch_id: string; codes: string[] } }>()
      .data;
    expect(codes).toHaveLength(40);
    expect(new Set(codes).size).toBe(40);
    for (const code of codes) expect(code).toMatch(/^VIP-[A-HJ-NP-Z2-9]{10}$/);
    const listed = (await send('GET', `/api/admin/coupons?batchId=${batchId}&pageSize=100`)).json<{
      data: (Coupon & { usage_limit: number })[];
      total: number;
    }>();
    expect(listed.total).toBe(40);
    expect(listed.data.every((coupon) => coupon.usage_limit === 1)).toBe(true);

    const csv = await send('GET', `/api/admin/coupons/export.csv?batchId=${batchId}`);

    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const records = csv.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(records).toHaveLength(41);
    expect(
      records
        .slice(1)
        .map((record) => record.split(',')[0])
        .sort(),
    ).toEqual([...codes].sort());
    expect(await latestAudit(t.db, 'coupon.bulk_create')).toMatchObject({
      entityId: batchId,
      after: { count: 40 },
    });
  });

  it('refuses to generate more codes than the maximum, making none', async () => {
    const before = (await t.db.select().from(coupons)).length;

    const response = await send('POST', '/api/admin/coupons/bulk', {
      count: MAX_BULK_COUPONS + 1,
      discount_type: 'percent',
      discount_percent: 5,
    });

    expect(response.statusCode).toBe(400);
    expect(response.json<Refusal>().error).toMatchObject({
      code: 'INPUT_ERROR',
      params: [{ param: 'count' }],
    });
    expect(await t.db.select().from(coupons)).toHaveLength(before);
  });

  it.each([
    {
      name: 'a 0% coupon',
      body: { code: 'ZERO', discount_type: 'percent', discount_percent: 0 },
      params: ['discount_percent'],
    },
    {
      name: 'a P2 coupon without its number of courses',
      body: { code: 'PAIR', coupon_type: 'P2', discount_type: 'percent', discount_percent: 5 },
      params: ['number_of_course'],
    },
    {
      name: 'a code with Thai letters',
      body: { code: 'ลดราคา', discount_type: 'percent', discount_percent: 5 },
      params: ['code'],
    },
    {
      name: 'a coupon ending before it starts',
      body: {
        code: 'BACKWARDS',
        discount_type: 'percent',
        discount_percent: 5,
        starts_at: '2026-03-01T00:00:00Z',
        ends_at: '2026-02-01T00:00:00Z',
      },
      params: ['ends_at'],
    },
    {
      name: 'a payment method that does not exist',
      body: { code: 'NOMETHOD', discount_type: 'percent', discount_percent: 5, payment_method_ids: [77] },
      params: ['payment_method_ids'],
    },
  ])('refuses $name with INPUT_ERROR naming the field, and changes nothing', async ({ body, params }) => {
    const before = (await t.db.select().from(coupons)).length;

    const response = await send('POST', '/api/admin/coupons', body);

    expect(response.statusCode).toBe(400);
    expect(response.json<Refusal>().error.params?.map((param) => param.param)).toEqual(params);
    expect(await t.db.select().from(coupons)).toHaveLength(before);
  });

  it('refuses a code another coupon has, whatever its case, with COUPON_CODE_TAKEN', async () => {
    await createCoupon({ code: 'SUMMER', discount_type: 'percent', discount_percent: 5 });

    const response = await send('POST', '/api/admin/coupons', {
      code: 'summer',
      discount_type: 'percent',
      discount_percent: 7,
    });

    expect(response.statusCode).toBe(409);
    expect(response.json<Refusal>().error.code).toBe('COUPON_CODE_TAKEN');
  });

  it('switches a coupon off so checkout no longer takes it, and deletes only a coupon no order used', async () => {
    const line = await courseWithPlan();
    const used = await createCoupon({ code: 'USEDONE', discount_type: 'percent', discount_percent: 10 });
    const unused = await createCoupon({ code: 'NEVERUSED', discount_type: 'percent', discount_percent: 10 });
    const { cookie } = await buyer();
    await postOrder(t.app, cookie, { lines: [line], price: 100_000, discount: 10_000, couponIds: [used.id] });

    const refused = await send('DELETE', `/api/admin/coupons/${String(used.id)}`);
    const removed = await send('DELETE', `/api/admin/coupons/${String(unused.id)}`);
    const switchedOff = await send('PUT', `/api/admin/coupons/${String(unused.id)}`, {
      code: 'NEVERUSED',
      discount_type: 'percent',
      discount_percent: 10,
    });

    expect(refused.statusCode).toBe(409);
    expect(refused.json<Refusal>().error.code).toBe('DISCOUNT_IN_USE');
    expect(removed.json()).toEqual({ success: true });
    expect(switchedOff.statusCode).toBe(404);
    expect(await latestAudit(t.db, 'coupon.delete')).toMatchObject({ entityId: String(unused.id) });

    const off = await send('PUT', `/api/admin/coupons/${String(used.id)}`, {
      code: 'USEDONE',
      discount_type: 'percent',
      discount_percent: 10,
      is_active: false,
    });
    expect(off.json<{ data: Coupon }>().data.state).toBe('off');
    const other = await buyer();
    const afterOff = await postOrder(t.app, other.cookie, {
      lines: [await courseWithPlan()],
      price: 100_000,
      discount: 10_000,
      couponIds: [used.id],
    });
    expect(afterOff.statusCode).not.toBe(200);
  });
});

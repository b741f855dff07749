import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coupons, enrolments, orderEvents, orders } from '../../db/tables';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { insertCoupon, insertPaymentMethods, insertPromotion } from '../../test/commerce-factories';
import { insertCourse, insertInstructor, insertPlan, insertStudent } from '../../test/factories';
import { postOrder } from '../../test/order-requests';
import { sessionCookieFor } from '../../test/sessions';

type OrderAnswer = {
  success: boolean;
  orderId: number;
  order_detail: {
    id: number;
    price: number;
    discount: number;
    total: number;
    payment_status: string;
    cancel_at: string | null;
    coupon_list_code: string[];
    order_course_list: { course_id: number; net: number }[];
  };
  error?: { code: string; result?: unknown };
};

describe('POST /private/cart/order', () => {
  let t: TestApp;
  const buyer = async () => {
    const student = await insertStudent(t.db);
    return { student, cookie: await sessionCookieFor(t.db, student.id) };
  };

  beforeAll(async () => {
    t = await buildTestApp();
    await insertPaymentMethods(t.db);
  });
  afterAll(async () => {
    await t.close();
  });

  it('creates an unpaid order with the server-computed totals, due for cancellation after auto_cancel hours', async () => {
    const course = await insertCourse(t.db);
    const plan = await insertPlan(t.db, course.id, { price: 199_000 });
    const { cookie } = await buyer();
    const before = Date.now();

    const response = await postOrder(t.app, cookie, {
      lines: [{ courseId: course.id, planId: plan.id }],
      price: 199_000,
    });

    expect(response.statusCode).toBe(200);
    const body = response.json<OrderAnswer>();
    expect(body.order_detail).toMatchObject({
      price: 199_000,
      discount: 0,
      total: 199_000,
      payment_status: 'notYetReceived',
    });
    const cancelAt = Date.parse(body.order_detail.cancel_at ?? '');
    expect(cancelAt - before).toBeGreaterThanOrEqual(48 * 3_600_000 - 1000);
    expect(cancelAt - before).toBeLessThan(48 * 3_600_000 + 60_000);
    const events = await t.db.select().from(orderEvents).where(eq(orderEvents.orderId, body.orderId));
    expect(events.map((event) => [event.fromStatus, event.toStatus])).toEqual([[null, 'notYetReceived']]);
  });

  it('asks a visitor to sign in', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/private/cart/order', payload: {} });

    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ error: { code: 'UNAUTHORIZED' } });
  });

  it('refuses a tampered price with PRICE_CHANGED and the fresh totals, writing nothing', async () => {
    const course = await insertCourse(t.db);
    const plan = await insertPlan(t.db, course.id, { price: 150_000 });
    const { student, cookie } = await buyer();

    const response = await postOrder(t.app, cookie, {
      lines: [{ courseId: course.id, planId: plan.id }],
      price: 1_000,
    });

    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      error: { code: 'PRICE_CHANGED', result: { price: 150_000, total: 150_000 } },
    });
    expect(await t.db.select().from(orders).where(eq(orders.userId, student.id))).toEqual([]);
  });

  it.each([
    ['the same course twice', 'DUPLICATE_COURSE', 'twice'],
    ['no plan chosen', 'NO_PRICING_PLAN', 'no-plan'],
    ['no payment method', 'NO_PAYMENT_METHOD', 'no-method'],
    ['nothing at all', 'EMPTY_CART', 'empty'],
  ] as const)('refuses an order with %s with %s', async (_case, code, variant) => {
    const course = await insertCourse(t.db);
    const plan = await insertPlan(t.db, course.id, { price: 100_000 });
    const { cookie } = await buyer();
    const line = { courseId: course.id, planId: plan.id };
    const request = {
      twice: { lines: [line, line], price: 200_000 },
      'no-plan': { lines: [{ courseId: course.id, planId: -1 }], price: 0 },
      'no-method': { lines: [line], price: 100_000, paymentMethodId: null },
      empty: { lines: [], price: 0 },
    }[variant];

    const response = await postOrder(t.app, cookie, request);

    expect(response.statusCode).toBe(400);
    expect(response.json<OrderAnswer>().error?.code).toBe(code);
  });

  it('refuses methods 8 and 9 below 20 THB with BELOW_MINIMUM_AMOUNT', async () => {
    const course = await insertCourse(t.db);
    const plan = await insertPlan(t.db, course.id, { price: 1_999 });
    const { cookie } = await buyer();

    const response = await postOrder(t.app, cookie, {
      lines: [{ courseId: course.id, planId: plan.id }],
      price: 1_999,
      paymentMethodId: 9,
    });

    expect(response.json<OrderAnswer>().error?.code).toBe('BELOW_MINIMUM_AMOUNT');
  });

  it('refuses a USD order of a plan without a USD price with priceUsdIsNull', async () => {
    const course = await insertCourse(t.db);
    const plan = await insertPlan(t.db, course.id, { price: 100_000, priceUsd: null });
    const { cookie } = await buyer();

    const response = await postOrder(t.app, cookie, {
      lines: [{ courseId: course.id, planId: plan.id }],
      price: 0,
      currency: 'USD',
    });

    expect(response.json<OrderAnswer>().error?.code).toBe('priceUsdIsNull');
  });

  it('does not let an instructor-only login buy', async () => {
    const course = await insertCourse(t.db);
    const plan = await insertPlan(t.db, course.id);
    const instructor = await insertInstructor(t.db);

    const response = await postOrder(t.app, await sessionCookieFor(t.db, instructor.id), {
      lines: [{ courseId: course.id, planId: plan.id }],
      price: 100_000,
    });

    expect(response.statusCode).toBe(403);
    expect(response.json<OrderAnswer>().error?.code).toBe('INSTRUCTOR_CANNOT_BUY');
  });

  it('asks for a promotion first when one applies to the cart, and applies the chosen one', async () => {
    const a = await insertCourse(t.db);
    const b = await insertCourse(t.db);
    const planA = await insertPlan(t.db, a.id, { price: 100_000 });
    const planB = await insertPlan(t.db, b.id, { price: 100_000 });
    const promotion = await insertPromotion(t.db, [a.id, b.id], { discountPercent: 15 });
    const { cookie } = await buyer();
    const lines = [
      { courseId: a.id, planId: planA.id },
      { courseId: b.id, planId: planB.id },
    ];

    const without = await postOrder(t.app, cookie, { lines, price: 200_000 });
    const withPromotion = await postOrder(t.app, cookie, {
      lines,
      price: 200_000,
      discount: 30_000,
      promotionId: promotion.id,
    });

    expect(without.json<OrderAnswer>().error?.code).toBe('PROMOTION_MUST_BE_CHOSEN');
    expect(withPromotion.json<OrderAnswer>().order_detail).toMatchObject({
      discount: 30_000,
      total: 170_000,
    });
  });

  it('applies a coupon, takes one of its uses, and refuses it for a payment method it does not allow', async () => {
    const course = await insertCourse(t.db);
    const plan = await insertPlan(t.db, course.id, { price: 100_000 });
    const coupon = await insertCoupon(t.db, [], { code: 'TEN', discountPercent: 10, paymentMethodIds: [1] });
    const { cookie } = await buyer();
    const lines = [{ courseId: course.id, planId: plan.id }];

    const refused = await postOrder(t.app, cookie, {
      lines,
      price: 100_000,
      discount: 10_000,
      couponIds: [coupon.id],
      paymentMethodId: 8,
    });
    const accepted = await postOrder(t.app, cookie, {
      lines,
      price: 100_000,
      discount: 10_000,
      couponIds: [coupon.id],
    });

    expect(refused.json()).toMatchObject({
      error: {
        code: 'COUPON_NOT_ALLOWED_FOR_PAYMENT_METHOD',
        result: [expect.objectContaining({ couponCode: 'TEN' })],
      },
    });
    expect(accepted.json<OrderAnswer>().order_detail).toMatchObject({
      total: 90_000,
      coupon_list_code: ['TEN'],
    });
    const [row] = await t.db.select().from(coupons).where(eq(coupons.id, coupon.id));
    expect(row?.usedCount).toBe(1);
  });

  it('completes a free plan at once: approved, with an unlimited enrolment', async () => {
    const course = await insertCourse(t.db);
    const plan = await insertPlan(t.db, course.id, { planType: 'Free', price: 0 });
    const { student, cookie } = await buyer();

    const response = await postOrder(t.app, cookie, {
      lines: [{ courseId: course.id, planId: plan.id }],
      price: 0,
    });

    expect(response.json<OrderAnswer>().order_detail).toMatchObject({
      payment_status: 'approved',
      total: 0,
      cancel_at: null,
    });
    const [enrolment] = await t.db.select().from(enrolments).where(eq(enrolments.userId, student.id));
    expect(enrolment).toMatchObject({ courseId: course.id, expiresAt: null, learningBudgetMs: null });
  });

  it('sends a free plan that needs approval to an administrator, without enrolling yet', async () => {
    const course = await insertCourse(t.db);
    const plan = await insertPlan(t.db, course.id, { planType: 'Free', price: 0, needApproval: true });
    const { student, cookie } = await buyer();

    const response = await postOrder(t.app, cookie, {
      lines: [{ courseId: course.id, planId: plan.id }],
      price: 0,
    });

    expect(response.json<OrderAnswer>().order_detail.payment_status).toBe('pendingApproved');
    expect(await t.db.select().from(enrolments).where(eq(enrolments.userId, student.id))).toEqual([]);
  });

  it('gives a free one-month Period plan access that ends 30 days after approval', async () => {
    const course = await insertCourse(t.db);
    const plan = await insertPlan(t.db, course.id, {
      planType: 'Period',
      term: 1,
      termUnit: 'Month(s)',
      price: 0,
    });
    const { student, cookie } = await buyer();

    await postOrder(t.app, cookie, { lines: [{ courseId: course.id, planId: plan.id }], price: 0 });

    const [enrolment] = await t.db.select().from(enrolments).where(eq(enrolments.userId, student.id));
    const days = ((enrolment?.expiresAt?.getTime() ?? 0) - (enrolment?.startsAt.getTime() ?? 0)) / 86_400_000;
    expect(days).toBe(30);
  });

  it('refuses a second order for a course that already waits for payment with TIME_LEFT', async () => {
    const course = await insertCourse(t.db);
    const plan = await insertPlan(t.db, course.id, { price: 100_000 });
    const { cookie } = await buyer();
    const request = { lines: [{ courseId: course.id, planId: plan.id }], price: 100_000 };

    const first = (await postOrder(t.app, cookie, request)).json<OrderAnswer>();
    const again = await postOrder(t.app, cookie, request);

    expect(again.json()).toMatchObject({
      error: {
        code: 'TIME_LEFT',
        msg: expect.stringContaining('unpaid order') as unknown,
        result: [{ code: 'TIME_LEFT', orderId: first.orderId }],
      },
    });
  });
});

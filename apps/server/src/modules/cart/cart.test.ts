import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { insertCoupon, insertEnrolment, insertPaymentMethods } from '../../test/commerce-factories';
import { insertCourse, insertPlan, insertStudent, TEST_PASSWORD } from '../../test/factories';
import { sessionCookieFor } from '../../test/sessions';

type Cart = {
  data: {
    id: number;
    course_id: number;
    priecingplan_id: number;
    qty: number;
    coupons_id: string;
    paymentmethod_id: number | null;
  }[];
  cart: { id: string | null };
  error?: { code: string; params?: { param: string }[] };
};

const visitorId = (suffix: string) => `visitor-${suffix.padEnd(12, '0')}`;

describe('the cart', () => {
  let t: TestApp;
  const add = async (payload: Record<string, unknown>, cookie?: string) =>
    (
      await t.app.inject({
        method: 'POST',
        url: '/public/cart/items',
        payload,
        headers: cookie ? { cookie } : {},
      })
    ).json<Cart>();
  const visitorCart = async (id: string) =>
    (await t.app.inject({ method: 'GET', url: `/public/cart/${id}` })).json<Cart>();
  const studentCart = async (cookie: string) =>
    (await t.app.inject({ method: 'GET', url: '/private/cart', headers: { cookie } })).json<Cart>();

  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it("keeps a visitor's cart under the id their browser generated, with -1 for a line without a plan", async () => {
    const course = await insertCourse(t.db);
    const id = visitorId('a');

    await add({ generate_id: id, course_id: course.id });

    const cart = await visitorCart(id);
    expect(cart.data).toEqual([
      expect.objectContaining({ course_id: course.id, priecingplan_id: -1, qty: 1 }),
    ]);
    expect((await visitorCart(visitorId('b'))).data).toEqual([]);
  });

  it('asks a visitor without an id for one', async () => {
    const course = await insertCourse(t.db);

    const response = await add({ course_id: course.id });

    expect(response.error).toMatchObject({ code: 'INPUT_ERROR', params: [{ param: 'generate_id' }] });
  });

  it('changes the plan of a course already in the cart rather than adding it twice', async () => {
    const course = await insertCourse(t.db);
    const first = await insertPlan(t.db, course.id);
    const second = await insertPlan(t.db, course.id);
    const id = visitorId('c');

    await add({ generate_id: id, course_id: course.id, priecingplan_id: first.id });
    const cart = await add({ generate_id: id, course_id: course.id, priecingplan_id: second.id });

    expect(cart.data.map((line) => line.priecingplan_id)).toEqual([second.id]);
  });

  it("refuses another course's plan, a quantity above 1 for a course and more units than a product has", async () => {
    const course = await insertCourse(t.db);
    const other = await insertCourse(t.db);
    const otherPlan = await insertPlan(t.db, other.id);
    const product = await insertCourse(t.db, { courseType: 'product', availableQty: 2 });
    const id = visitorId('d');

    expect(
      (await add({ generate_id: id, course_id: course.id, priecingplan_id: otherPlan.id })).error,
    ).toMatchObject({
      code: 'INPUT_ERROR',
      params: [{ param: 'priecingplan_id' }],
    });
    expect((await add({ generate_id: id, course_id: course.id, qty: 2 })).error).toMatchObject({
      params: [{ param: 'qty' }],
    });
    expect((await add({ generate_id: id, course_id: product.id, qty: 3 })).error?.code).toBe('OUT_OF_STOCK');
    expect((await add({ generate_id: id, course_id: product.id, qty: 2 })).data).toHaveLength(1);
  });

  it('adds to the quantity of a product already in the cart, never past its stock', async () => {
    const product = await insertCourse(t.db, { courseType: 'product', availableQty: 5 });
    const id = visitorId('p');

    await add({ generate_id: id, course_id: product.id, qty: 2 });
    const twice = await add({ generate_id: id, course_id: product.id, qty: 1 });
    expect(twice.data.map((line) => line.qty)).toEqual([3]);

    const tooMany = await add({ generate_id: id, course_id: product.id, qty: 3 });
    expect(tooMany.error).toMatchObject({ code: 'OUT_OF_STOCK', result: { available_qty: 5 } });
    expect((await visitorCart(id)).data.map((line) => line.qty)).toEqual([3]);
  });

  it("lets nobody else remove a visitor's line", async () => {
    const course = await insertCourse(t.db);
    const id = visitorId('e');
    const [line] = (await add({ generate_id: id, course_id: course.id })).data;

    const stranger = await t.app.inject({
      method: 'DELETE',
      url: `/public/cart/items/${String(line?.id)}?generate_id=${visitorId('f')}`,
    });
    const owner = await t.app.inject({
      method: 'DELETE',
      url: `/public/cart/items/${String(line?.id)}?generate_id=${id}`,
    });

    expect(stranger.statusCode).toBe(404);
    expect(owner.json<Cart>().data).toEqual([]);
  });

  it("joins the visitor's cart to the student's at sign-in, the student's own line winning", async () => {
    const kept = await insertCourse(t.db);
    const moved = await insertCourse(t.db);
    const keptPlan = await insertPlan(t.db, kept.id);
    const student = await insertStudent(t.db);
    const id = visitorId('g');
    const cookie = await sessionCookieFor(t.db, student.id);
    await add({ course_id: kept.id, priecingplan_id: keptPlan.id }, cookie);
    await add({ generate_id: id, course_id: kept.id });
    await add({ generate_id: id, course_id: moved.id });

    await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: student.username, password: TEST_PASSWORD, generate_id: id },
    });

    const cart = await studentCart(cookie);
    expect(cart.data.map((line) => [line.course_id, line.priecingplan_id])).toEqual([
      [kept.id, keptPlan.id],
      [moved.id, -1],
    ]);
    expect((await visitorCart(id)).data).toEqual([]);
  });

  it('remembers the checkout choices on every line, and empties the cart after payment', async () => {
    const course = await insertCourse(t.db);
    const cookie = await sessionCookieFor(t.db, (await insertStudent(t.db)).id);
    await insertPaymentMethods(t.db, [8]);
    const first = await insertCoupon(t.db);
    const second = await insertCoupon(t.db);
    await add({ course_id: course.id }, cookie);

    const saved = (
      await t.app.inject({
        method: 'PUT',
        url: '/public/cart/selection',
        payload: { promotion_id: null, coupons_id: [first.id, second.id], paymentmethod_id: 8 },
        headers: { cookie },
      })
    ).json<Cart>();
    expect(saved.data[0]).toMatchObject({
      coupons_id: JSON.stringify([first.id, second.id]),
      paymentmethod_id: 8,
    });

    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });
    const userId = me.json<{ data: { id: number } }>().data.id;
    const cleared = await t.app.inject({
      method: 'POST',
      url: '/public/cart/deleteitem',
      payload: { user_id: userId },
      headers: { cookie },
    });
    expect(cleared.statusCode).toBe(200);
    expect((await studentCart(cookie)).data).toEqual([]);
  });

  it("will not empty another user's cart", async () => {
    const owner = await insertStudent(t.db);
    const cookie = await sessionCookieFor(t.db, (await insertStudent(t.db)).id);

    const response = await t.app.inject({
      method: 'POST',
      url: '/public/cart/deleteitem',
      payload: { user_id: owner.id },
      headers: { cookie },
    });

    expect(response.statusCode).toBe(404);
  });

  it('lists the courses a student owns with the plan they bought', async () => {
    const course = await insertCourse(t.db);
    const plan = await insertPlan(t.db, course.id);
    const student = await insertStudent(t.db);
    await insertEnrolment(t.db, { userId: student.id, courseId: course.id, pricingPlanId: plan.id });

    const response = await t.app.inject({
      method: 'GET',
      url: '/private/cart/ordercourse',
      headers: { cookie: await sessionCookieFor(t.db, student.id) },
    });

    expect(response.json()).toEqual({
      success: true,
      data: [{ courseID: course.id, priceplan_id: plan.id }],
    });
  });
});

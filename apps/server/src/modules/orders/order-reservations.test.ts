import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coupons, courses, orders } from '../../db/tables';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { insertCoupon, insertPaymentMethods } from '../../test/commerce-factories';
import { insertCourse, insertPlan, insertStudent } from '../../test/factories';
import { postOrder } from '../../test/order-requests';
import { sessionCookieFor } from '../../test/sessions';
import { cancelOverdueOrders } from './order-sweeper';

type Answer = { orderId: number; order_detail: { payment_status: string }; error?: { code: string } };

describe('seats, stock and coupon uses', () => {
  let t: TestApp;
  const newBuyer = async () => sessionCookieFor(t.db, (await insertStudent(t.db)).id);
  const seatsTaken = async (courseId: number) =>
    (await t.db.select({ value: courses.seatsTaken }).from(courses).where(eq(courses.id, courseId)))[0]
      ?.value;

  beforeAll(async () => {
    t = await buildTestApp();
    await insertPaymentMethods(t.db);
  });
  afterAll(async () => {
    await t.close();
  });

  it('sells the last seat once, and gives it back when the buyer deletes the unpaid order', async () => {
    const course = await insertCourse(t.db, { courseType: 'In-class', seatsTotal: 1 });
    const plan = await insertPlan(t.db, course.id, { planType: 'One-Time Payment', price: 50_000 });
    const request = { lines: [{ courseId: course.id, planId: plan.id }], price: 50_000 };
    const first = await newBuyer();

    const taken = (await postOrder(t.app, first, request)).json<Answer>();
    const soldOut = (await postOrder(t.app, await newBuyer(), request)).json<Answer>();
    expect(await seatsTaken(course.id)).toBe(1);
    expect(soldOut.error?.code).toBe('SOLD_OUT');

    const deleted = await t.app.inject({
      method: 'POST',
      url: '/public/cart/deleteorder',
      payload: { order_id: taken.orderId },
      headers: { cookie: first },
    });
    expect(deleted.statusCode).toBe(200);
    expect(await seatsTaken(course.id)).toBe(0);
    expect((await postOrder(t.app, await newBuyer(), request)).statusCode).toBe(200);
  });

  it('takes product stock by quantity and refuses more than is left', async () => {
    const product = await insertCourse(t.db, { courseType: 'product', availableQty: 3 });
    const plan = await insertPlan(t.db, product.id, { planType: 'One-Time Payment', price: 10_000 });
    const { insertShippingAddress, insertShippingFeeOption } = await import('../../test/commerce-factories');
    const fee = await insertShippingFeeOption(t.db, { fee: 5_000 });
    const buyerId = (await insertStudent(t.db)).id;
    const address = await insertShippingAddress(t.db, buyerId);
    const cookie = await sessionCookieFor(t.db, buyerId);
    const request = (quantity: number) => ({
      lines: [{ courseId: product.id, planId: plan.id, quantity }],
      price: 10_000 * quantity,
      shippingFee: 5_000,
      shippingAddressId: address.id,
      shippingFeeId: fee.id,
    });

    expect((await postOrder(t.app, cookie, request(4))).json<Answer>().error?.code).toBe('OUT_OF_STOCK');
    expect((await postOrder(t.app, cookie, request(2))).statusCode).toBe(200);
    const [row] = await t.db
      .select({ qty: courses.availableQty })
      .from(courses)
      .where(eq(courses.id, product.id));
    expect(row?.qty).toBe(1);
  });

  it('gives a coupon use back when its order is cancelled', async () => {
    const course = await insertCourse(t.db);
    const plan = await insertPlan(t.db, course.id, { price: 100_000 });
    const coupon = await insertCoupon(t.db, [], {
      discountType: 'amount',
      discountPercent: null,
      discountAmount: 10_000,
      usageLimit: 1,
    });
    const cookie = await newBuyer();
    const request = {
      lines: [{ courseId: course.id, planId: plan.id }],
      price: 100_000,
      discount: 10_000,
      couponIds: [coupon.id],
    };

    const order = (await postOrder(t.app, cookie, request)).json<Answer>();
    const used = (await postOrder(t.app, await newBuyer(), request)).json<Answer>();
    await t.app.inject({
      method: 'POST',
      url: '/public/cart/deleteorder',
      payload: { order_id: order.orderId },
      headers: { cookie },
    });

    expect(used.error?.code).toBe('COUPON_NOT_AVAILABLE');
    const [row] = await t.db
      .select({ used: coupons.usedCount })
      .from(coupons)
      .where(eq(coupons.id, coupon.id));
    expect(row?.used).toBe(0);
  });

  it('cancels unpaid orders past their time and frees their seats, leaving paid and not-yet-due orders alone', async () => {
    const course = await insertCourse(t.db, { courseType: 'In-class', seatsTotal: 10 });
    const plan = await insertPlan(t.db, course.id, { planType: 'One-Time Payment', price: 50_000 });
    const request = { lines: [{ courseId: course.id, planId: plan.id }], price: 50_000 };
    const overdue = (await postOrder(t.app, await newBuyer(), request)).json<Answer>().orderId;
    const paid = (await postOrder(t.app, await newBuyer(), request)).json<Answer>().orderId;
    const fresh = (await postOrder(t.app, await newBuyer(), request)).json<Answer>().orderId;
    const past = new Date(Date.now() - 1000);
    await t.db.update(orders).set({ cancelAt: past }).where(eq(orders.id, overdue));
    await t.db.update(orders).set({ cancelAt: past, status: 'approved' }).where(eq(orders.id, paid));

    const cancelled = await cancelOverdueOrders(t.db, new Date());

    expect(cancelled).toEqual([overdue]);
    const statuses = await t.db.select({ id: orders.id, status: orders.status }).from(orders);
    expect(statuses.find((row) => row.id === overdue)?.status).toBe('cancelled');
    expect(statuses.find((row) => row.id === paid)?.status).toBe('approved');
    expect(statuses.find((row) => row.id === fresh)?.status).toBe('notYetReceived');
    expect(await seatsTaken(course.id)).toBe(2);
  });

  it('refuses to delete an order that is no longer unpaid', async () => {
    const course = await insertCourse(t.db);
    const plan = await insertPlan(t.db, course.id, { price: 100_000 });
    const cookie = await newBuyer();
    const { orderId } = (
      await postOrder(t.app, cookie, { lines: [{ courseId: course.id, planId: plan.id }], price: 100_000 })
    ).json<Answer>();
    await t.db.update(orders).set({ status: 'pendingApproved' }).where(eq(orders.id, orderId));

    const response = await t.app.inject({
      method: 'POST',
      url: '/public/cart/deleteorder',
      payload: { order_id: orderId },
      headers: { cookie },
    });

    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ error: { code: 'ORDER_NOT_PENDING' } });
  });
});

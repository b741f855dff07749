import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database';
import { coupons, courses, orders, users } from '../../db/tables';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { insertCoupon, insertPaymentMethods } from '../../test/commerce-factories';
import { insertCourse, insertPlan, makeUser } from '../../test/factories';
import { postOrder, type OrderRequest } from '../../test/order-requests';
import { sessionCookieFor } from '../../test/sessions';
import { testDatabaseKind } from '../../test/test-database';
import { approveOrder } from './order-lifecycle';
import { cancelOverdueOrders } from './order-sweeper';

/** Signed-in buyers made in bulk (no password hashing: they get a session directly). */
const manyBuyers = async (db: Database, count: number) => {
  const rows = await db
    .insert(users)
    .values(Array.from({ length: count }, () => makeUser({ passwordHash: null })))
    .returning({ id: users.id });
  return Promise.all(rows.map((row) => sessionCookieFor(db, row.id)));
};

const statusCounts = (statuses: number[]) =>
  statuses.reduce<Record<number, number>>(
    (counts, status) => ({ ...counts, [status]: (counts[status] ?? 0) + 1 }),
    {},
  );

// PGlite runs one query at a time, so these races can only happen on a real PostgreSQL server.
describe.skipIf(testDatabaseKind() !== 'postgres')('concurrent buyers on PostgreSQL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    await insertPaymentMethods(t.db);
  });
  afterAll(async () => {
    await t.close();
  });

  const buyAll = (cookies: string[], request: OrderRequest, headers: Record<string, string> = {}) =>
    Promise.all(cookies.map((cookie) => postOrder(t.app, cookie, request, headers)));

  it('lets 100 buyers at once take exactly the 10 seats there are', async () => {
    const course = await insertCourse(t.db, { courseType: 'In-class', seatsTotal: 10 });
    const plan = await insertPlan(t.db, course.id, { planType: 'One-Time Payment', price: 50_000 });

    const answers = await buyAll(await manyBuyers(t.db, 100), {
      lines: [{ courseId: course.id, planId: plan.id }],
      price: 50_000,
    });

    expect(statusCounts(answers.map((answer) => answer.statusCode))).toEqual({ 200: 10, 400: 90 });
    expect(
      new Set(
        answers
          .filter((a) => a.statusCode === 400)
          .map((a) => a.json<{ error: { code: string } }>().error.code),
      ),
    ).toEqual(new Set(['SOLD_OUT']));
    const [row] = await t.db
      .select({ taken: courses.seatsTaken })
      .from(courses)
      .where(eq(courses.id, course.id));
    expect(row?.taken).toBe(10);
    expect(await t.db.select().from(orders).where(eq(orders.status, 'notYetReceived'))).toHaveLength(10);
  });

  it('uses a coupon limited to 5 uses exactly 5 times', async () => {
    const course = await insertCourse(t.db);
    const plan = await insertPlan(t.db, course.id, { price: 100_000 });
    const coupon = await insertCoupon(t.db, [], { discountPercent: 10, usageLimit: 5 });

    const answers = await buyAll(await manyBuyers(t.db, 40), {
      lines: [{ courseId: course.id, planId: plan.id }],
      price: 100_000,
      discount: 10_000,
      couponIds: [coupon.id],
    });

    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(5);
    const [row] = await t.db
      .select({ used: coupons.usedCount })
      .from(coupons)
      .where(eq(coupons.id, coupon.id));
    expect(row?.used).toBe(5);
  });

  it('sells the last unit of a product once', async () => {
    const product = await insertCourse(t.db, { courseType: 'product', availableQty: 1 });
    const plan = await insertPlan(t.db, product.id, { planType: 'One-Time Payment', price: 10_000 });
    const cookies = await manyBuyers(t.db, 20);
    const { insertShippingFeeOption, insertShippingAddress } = await import('../../test/commerce-factories');
    const fee = await insertShippingFeeOption(t.db, { fee: 0 });
    const buyerIds = (await t.db.select({ id: users.id }).from(users)).map((row) => row.id).slice(-20);
    const addresses = await Promise.all(buyerIds.map((id) => insertShippingAddress(t.db, id)));

    const answers = await Promise.all(
      cookies.map((cookie, index) =>
        postOrder(t.app, cookie, {
          lines: [{ courseId: product.id, planId: plan.id }],
          price: 10_000,
          shippingFeeId: fee.id,
          shippingAddressId: addresses[index]?.id ?? null,
        }),
      ),
    );

    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    const [row] = await t.db
      .select({ qty: courses.availableQty })
      .from(courses)
      .where(eq(courses.id, product.id));
    expect(row?.qty).toBe(0);
  });

  it('makes one order when the same Idempotency-Key arrives ten times at once', async () => {
    const course = await insertCourse(t.db);
    const plan = await insertPlan(t.db, course.id, { price: 100_000 });
    const [cookie] = await manyBuyers(t.db, 1);
    const request = { lines: [{ courseId: course.id, planId: plan.id }], price: 100_000 };

    const answers = await buyAll(
      Array.from({ length: 10 }, () => cookie ?? ''),
      request,
      { 'idempotency-key': 'same-key-0001' },
    );

    expect(new Set(answers.map((answer) => answer.statusCode))).toEqual(new Set([200]));
    expect(new Set(answers.map((answer) => answer.json<{ orderId: number }>().orderId)).size).toBe(1);
  });

  it('never cancels an order that a payment approves at the same moment', async () => {
    const course = await insertCourse(t.db, { courseType: 'In-class', seatsTotal: 50 });
    const plan = await insertPlan(t.db, course.id, { planType: 'One-Time Payment', price: 50_000 });
    const answers = await buyAll(await manyBuyers(t.db, 30), {
      lines: [{ courseId: course.id, planId: plan.id }],
      price: 50_000,
    });
    const orderIds = answers.map((answer) => answer.json<{ orderId: number }>().orderId);
    await t.db
      .update(orders)
      .set({ cancelAt: new Date(Date.now() - 1000) })
      .where(eq(orders.status, 'notYetReceived'));

    const approvals = orderIds.map((id) =>
      t.db.transaction((tx) => approveOrder(tx, id, { kind: 'provider', userId: null }, 'paid', new Date())),
    );
    const [approved, cancelled] = await Promise.all([
      Promise.all(approvals),
      cancelOverdueOrders(t.db, new Date()),
    ]);

    const rows = await t.db.select({ id: orders.id, status: orders.status }).from(orders);
    for (const [index, id] of orderIds.entries()) {
      const status = rows.find((row) => row.id === id)?.status;
      expect(status).toBe(approved[index] ? 'approved' : 'cancelled');
      expect(cancelled.includes(id)).toBe(!approved[index]);
    }
    const [row] = await t.db
      .select({ taken: courses.seatsTaken })
      .from(courses)
      .where(eq(courses.id, course.id));
    expect(row?.taken).toBe(approved.filter(Boolean).length);
  });
});

import { eq, inArray } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  lastShopDays,
  shopDayEnd,
  shopDayOf,
  shopDayStart,
  shopMonthStartDay,
} from '@shop/domain/reports/shop-calendar';
import { courses, orderLines, orderRefundLines, orderRefunds, orders } from '../../../db/tables';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { insertOrderWithLine } from '../../../test/commerce-factories';
import { insertCourse, insertPlan, insertStudent, insertUser } from '../../../test/factories';
import { sessionCookieFor } from '../../../test/sessions';
import { bestSellers, ordersByState, paidByDay, paidTotals, refundedTotals } from './dashboard-recount';

type Sale = {
  course: number;
  amount: number;
  fate: 'unpaid' | 'approved' | 'refunded' | 'cancelled' | 'review';
  hoursAgo: number;
  usd: boolean;
};

const saleArbitrary = fc.record({
  course: fc.nat({ max: 2 }),
  amount: fc.integer({ min: 0, max: 500_000 }),
  fate: fc.constantFrom('unpaid', 'approved', 'refunded', 'cancelled', 'review'),
  hoursAgo: fc.integer({ min: 0, max: 24 * 40 }),
  usd: fc.boolean(),
}) satisfies fc.Arbitrary<Sale>;

const HOUR_MS = 3_600_000;

describe('the dashboard read from the daily figures', () => {
  let t: TestApp;
  let admin: string;
  let buyer: number;
  let catalogue: { courseId: number; planId: number }[];
  beforeAll(async () => {
    t = await buildTestApp();
    admin = await sessionCookieFor(t.db, (await insertUser(t.db, { roles: ['admin'] })).id);
    buyer = (await insertStudent(t.db)).id;
    catalogue = await Promise.all(
      ['Course A', 'Course B', 'Course C'].map(async (title) => {
        const course = await insertCourse(t.db, { title });
        return { courseId: course.id, planId: (await insertPlan(t.db, course.id)).id };
      }),
    );
  });
  afterAll(async () => {
    await t.close();
  });

  /** An order taken through its life as the shop would: created, then approved, refunded or cancelled. */
  const sell = async (sale: Sale, now: Date) => {
    const item = catalogue[sale.course] ?? catalogue[0];
    const order = await insertOrderWithLine(t.db, {
      userId: buyer,
      courseId: item?.courseId ?? 0,
      planId: item?.planId ?? 0,
      amount: sale.amount,
    });
    const at = new Date(now.getTime() - sale.hoursAgo * HOUR_MS);
    if (sale.usd) await t.db.update(orders).set({ currency: 'USD' }).where(eq(orders.id, order.id));
    if (sale.fate === 'unpaid') return;
    if (sale.fate === 'cancelled' || sale.fate === 'review') {
      const status = sale.fate === 'review' ? 'pendingApproved' : 'cancelled';
      await t.db.update(orders).set({ status, cancelledAt: at }).where(eq(orders.id, order.id));
      return;
    }
    await t.db.update(orders).set({ status: 'approved', approvedAt: at }).where(eq(orders.id, order.id));
    if (sale.fate !== 'refunded') return;
    const [line] = await t.db.select().from(orderLines).where(eq(orderLines.orderId, order.id));
    const [refund] = await t.db
      .insert(orderRefunds)
      .values({ orderId: order.id, amount: sale.amount, reason: 'Changed mind', createdAt: now })
      .returning();
    await t.db
      .insert(orderRefundLines)
      .values({ refundId: refund?.id ?? 0, orderLineId: line?.id ?? 0, amount: sale.amount });
  };

  it('shows the same figures as a recount of every order, whatever orders were paid, refunded or cancelled', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(saleArbitrary, { minLength: 1, maxLength: 8 }), async (sales) => {
        const now = new Date();
        for (const sale of sales) await sell(sale, now);

        const response = await t.app.inject({
          method: 'GET',
          url: '/api/admin/dashboard',
          headers: { cookie: admin },
        });
        expect(response.statusCode).toBe(200);
        const data = response.json<{ data: Record<string, unknown> }>().data;

        const today = shopDayOf(now);
        const end = shopDayEnd(today);
        const todaySpan = { start: shopDayStart(today), end };
        const month = { start: shopDayStart(shopMonthStartDay(now)), end };
        const days = lastShopDays(now, 30);
        const chart = { start: shopDayStart(days[0] ?? today), end };
        const byCurrency = (rows: { currency: string; amount: number }[]) => ({
          THB: rows.find((row) => row.currency === 'THB')?.amount ?? 0,
          USD: rows.find((row) => row.currency === 'USD')?.amount ?? 0,
        });
        const paid = (rows: { currency: string; orders: number; amount: number }[]) => ({
          orders: rows.reduce((sum, row) => sum + row.orders, 0),
          amounts: byCurrency(rows),
        });
        const states = await ordersByState(t.db, month);
        const perDay = await paidByDay(t.db, chart);
        expect(data).toMatchObject({
          paid_today: paid(await paidTotals(t.db, todaySpan)),
          paid_this_month: paid(await paidTotals(t.db, month)),
          refunded_this_month: byCurrency(await refundedTotals(t.db, month)),
          orders_by_state: ['notYetReceived', 'pendingApproved', 'approved', 'rejected', 'cancelled'].map(
            (status) => ({ status, count: states.find((row) => row.status === status)?.count ?? 0 }),
          ),
          best_sellers: (await bestSellers(t.db, month, 10)).map((row) => ({
            course_id: row.courseId,
            title: row.title,
            units: row.units,
            amounts: { THB: row.thb, USD: row.usd },
          })),
          daily: days.map((day) => ({
            day,
            THB: perDay.find((row) => row.day === day && row.currency === 'THB')?.amount ?? 0,
            USD: perDay.find((row) => row.day === day && row.currency === 'USD')?.amount ?? 0,
          })),
        });
      }),
      { numRuns: 6 },
    );
  });

  it('keeps each course’s units sold right as orders are approved, refunded and cancelled', async () => {
    const course = await insertCourse(t.db, { title: 'Counted course' });
    const plan = await insertPlan(t.db, course.id);
    const unitsSold = async () =>
      (await t.db.select({ units: courses.unitsSold }).from(courses).where(eq(courses.id, course.id)))[0]
        ?.units;
    const now = new Date();
    const line = { userId: buyer, courseId: course.id, planId: plan.id };
    const [paidOne, paidTwo, cancelled] = await Promise.all([
      insertOrderWithLine(t.db, line),
      insertOrderWithLine(t.db, line),
      insertOrderWithLine(t.db, line),
    ]);
    expect(await unitsSold()).toBe(0);

    await t.db
      .update(orders)
      .set({ status: 'approved', approvedAt: now })
      .where(inArray(orders.id, [paidOne.id, paidTwo.id]));
    await t.db
      .update(orders)
      .set({ status: 'cancelled', cancelledAt: now })
      .where(eq(orders.id, cancelled.id));
    expect(await unitsSold()).toBe(2);

    const [refundedLine] = await t.db.select().from(orderLines).where(eq(orderLines.orderId, paidTwo.id));
    const [refund] = await t.db
      .insert(orderRefunds)
      .values({ orderId: paidTwo.id, amount: 100_000, reason: 'Changed mind' })
      .returning();
    await t.db
      .insert(orderRefundLines)
      .values({ refundId: refund?.id ?? 0, orderLineId: refundedLine?.id ?? 0, amount: 100_000 });
    expect(await unitsSold()).toBe(1);
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shopDayOf, shopDayStart, shopMonthStartDay } from '@shop/domain/reports/shop-calendar';
import { orderLines, orderRefundLines, orderRefunds, orders } from '../../../db/tables';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { insertOrderWithLine } from '../../../test/commerce-factories';
import { insertCourse, insertPlan, insertStudent, insertUser } from '../../../test/factories';
import { sessionCookieFor } from '../../../test/sessions';

type Dashboard = {
  today: string;
  paid_today: unknown;
  paid_this_month: unknown;
  best_sellers: { title: string }[];
  daily: { day: string; THB: number; USD: number }[];
};

describe('the back-office dashboard', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await buildTestApp();
    admin = await sessionCookieFor(t.db, (await insertUser(t.db, { roles: ['admin'] })).id);
  });
  afterAll(async () => {
    await t.close();
  });

  it("adds up today's and this month's paid orders by approval time on the Bangkok calendar", async () => {
    const now = new Date();
    const today = shopDayOf(now);
    const startOfToday = shopDayStart(today);
    const justAfterMidnight = new Date(startOfToday.getTime() + 60_000);
    const justBeforeMidnight = new Date(startOfToday.getTime() - 60_000);
    const isYesterdayThisMonth = shopDayOf(justBeforeMidnight) >= shopMonthStartDay(now);
    const buyer = await insertStudent(t.db);
    const [x, y, z] = await Promise.all(
      ['Course X', 'Course Y', 'Course Z'].map((title) => insertCourse(t.db, { title })),
    );
    const order = async (
      course: typeof x,
      amount: number,
      paid: { at: Date; currency?: 'THB' | 'USD' } | { status: string },
    ) => {
      const plan = await insertPlan(t.db, course?.id ?? 0);
      const status = 'at' in paid ? 'approved' : paid.status;
      const row = await insertOrderWithLine(t.db, {
        userId: buyer.id,
        courseId: course?.id ?? 0,
        planId: plan.id,
        status,
        amount,
      });
      if ('at' in paid)
        await t.db
          .update(orders)
          .set({ approvedAt: paid.at, currency: paid.currency ?? 'THB' })
          .where(eq(orders.id, row.id));
      return row;
    };
    const refunded = await order(x, 100_000, { at: justAfterMidnight });
    await order(x, 3_000, { at: now, currency: 'USD' });
    await order(y, 40_000, { at: now });
    await order(y, 40_000, { at: justAfterMidnight });
    await order(z, 50_000, { at: justBeforeMidnight });
    await order(z, 10_000, { status: 'pendingApproved' });
    await order(z, 10_000, { status: 'cancelled' });
    const [line] = await t.db.select().from(orderLines).where(eq(orderLines.orderId, refunded.id));
    const [refund] = await t.db
      .insert(orderRefunds)
      .values({ orderId: refunded.id, amount: 20_000, reason: 'Changed mind' })
      .returning();
    await t.db
      .insert(orderRefundLines)
      .values({ refundId: refund?.id ?? 0, orderLineId: line?.id ?? 0, amount: 20_000 });

    const response = await t.app.inject({
      method: 'GET',
      url: '/api/admin/dashboard',
      headers: { cookie: admin },
    });

    expect(response.statusCode).toBe(200);
    const data = response.json<{ data: Dashboard & Record<string, unknown> }>().data;
    expect(data).toMatchObject({
      today,
      month_start: shopMonthStartDay(now),
      paid_today: { orders: 4, amounts: { THB: 180_000, USD: 3_000 } },
      paid_this_month: isYesterdayThisMonth
        ? { orders: 5, amounts: { THB: 230_000, USD: 3_000 } }
        : { orders: 4, amounts: { THB: 180_000, USD: 3_000 } },
      refunded_this_month: { THB: 20_000, USD: 0 },
      waiting_for_review: 1,
      orders_by_state: [
        { status: 'notYetReceived', count: 0 },
        { status: 'pendingApproved', count: 1 },
        { status: 'approved', count: 5 },
        { status: 'rejected', count: 0 },
        { status: 'cancelled', count: 1 },
      ],
    });
    // The refunded line of Course X is no sale any more; Course Y sold two units.
    expect(data.best_sellers).toEqual([
      { course_id: y?.id, title: 'Course Y', units: 2, amounts: { THB: 80_000, USD: 0 } },
      ...(isYesterdayThisMonth
        ? [{ course_id: z?.id, title: 'Course Z', units: 1, amounts: { THB: 50_000, USD: 0 } }]
        : []),
      { course_id: x?.id, title: 'Course X', units: 1, amounts: { THB: 0, USD: 3_000 } },
    ]);
    expect(data.daily).toHaveLength(30);
    expect(data.daily.at(-1)).toEqual({ day: today, THB: 180_000, USD: 3_000 });
    expect(data.daily.at(-2)).toEqual({ day: shopDayOf(justBeforeMidnight), THB: 50_000, USD: 0 });
    expect(data.daily.slice(0, -2).every((day) => day.THB === 0 && day.USD === 0)).toBe(true);
  });
});

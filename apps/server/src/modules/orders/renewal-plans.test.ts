import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enrolments } from '../../db/tables';
import { paidOrder, placeOrder } from '../../test/admin-order-fixtures';
import { insertCourse, insertPlan, insertStudent, insertUser } from '../../test/factories';
import { postOrder } from '../../test/order-requests';
import { insertPaymentMethodsForPayments } from '../../test/payment-fixtures';
import { sessionCookieFor } from '../../test/sessions';
import { buildTestApp, type TestApp } from '../../test/build-test-app';

const DAY_MS = 86_400_000;
type Page = { data: { priceDetailByUserId: { id: number }[] } };

describe('renewal plans', () => {
  let t: TestApp;
  let adminCookie: string;
  beforeAll(async () => {
    t = await buildTestApp();
    await insertPaymentMethodsForPayments(t.db);
    adminCookie = await sessionCookieFor(t.db, (await insertUser(t.db, { roles: ['admin'] })).id);
  });
  afterAll(async () => {
    await t.close();
  });

  /** A live class sold for a year, with a cheaper renewal year. */
  const yearlyClass = async () => {
    const course = await insertCourse(t.db, { courseType: 'Live-Broadcast' });
    const yearly = { planType: 'Period' as const, term: 1, termUnit: 'Year(s)' as const };
    const first = await insertPlan(t.db, course.id, { ...yearly, price: 300_000 });
    const renewal = await insertPlan(t.db, course.id, { ...yearly, price: 150_000, pricingType: 'renew' });
    return { courseId: course.id, firstPlanId: first.id, renewalPlanId: renewal.id };
  };
  const buyer = async () => {
    const user = await insertStudent(t.db);
    return { id: user.id, cookie: await sessionCookieFor(t.db, user.id) };
  };
  const listedPlanIds = async (courseId: number, cookie: string) =>
    (await t.app.inject({ method: 'GET', url: `/public/courses/${String(courseId)}/0`, headers: { cookie } }))
      .json<Page>()
      .data.priceDetailByUserId.map((plan) => plan.id);
  const ownerWhoseAccessEndsIn = async (days: number) => {
    const course = await yearlyClass();
    const owner = await buyer();
    await paidOrder(t.app, t.db, {
      cookie: owner.cookie,
      adminCookie,
      request: { lines: [{ courseId: course.courseId, planId: course.firstPlanId }] },
    });
    await t.db
      .update(enrolments)
      .set({ expiresAt: new Date(Date.now() + days * DAY_MS) })
      .where(eq(enrolments.userId, owner.id));
    return { course, owner };
  };

  it('are listed and sold to an owner whose access ends within a month', async () => {
    const { course, owner } = await ownerWhoseAccessEndsIn(10);

    expect(await listedPlanIds(course.courseId, owner.cookie)).toEqual([
      course.firstPlanId,
      course.renewalPlanId,
    ]);
    const renewed = await placeOrder(t.app, owner.cookie, {
      paymentMethodId: 1,
      lines: [{ courseId: course.courseId, planId: course.renewalPlanId }],
    });
    expect(renewed.total).toBe(150_000);
  });

  it('are listed and sold to an owner whose access has ended', async () => {
    const { course, owner } = await ownerWhoseAccessEndsIn(-3);

    expect(await listedPlanIds(course.courseId, owner.cookie)).toContain(course.renewalPlanId);
    const renewed = await placeOrder(t.app, owner.cookie, {
      paymentMethodId: 1,
      lines: [{ courseId: course.courseId, planId: course.renewalPlanId }],
    });
    expect(renewed.orderId).toBeGreaterThan(0);
  });

  it('are neither listed nor sold to an owner with months left, or to someone who never bought the course', async () => {
    const { course, owner } = await ownerWhoseAccessEndsIn(120);
    const stranger = await buyer();

    for (const viewer of [owner, stranger]) {
      expect(await listedPlanIds(course.courseId, viewer.cookie)).toEqual([course.firstPlanId]);
      const refused = await postOrder(t.app, viewer.cookie, {
        paymentMethodId: 1,
        price: 150_000,
        lines: [{ courseId: course.courseId, planId: course.renewalPlanId }],
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.body).toContain('NO_PRICING_PLAN');
    }
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bankAccounts, courses, orders } from '../../../db/tables';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { insertCourse, insertPlan, insertStudent, insertUser } from '../../../test/factories';
import { postOrder } from '../../../test/order-requests';
import {
  enrolmentsOf,
  insertPaymentMethodsForPayments,
  orderStatus,
  orderToPay,
  timesEntered,
  type OrderToPay,
} from '../../../test/payment-fixtures';
import { deliverAndReadMail, makeDataDir, removeDataDir } from '../../../test/read-mail';
import { sessionCookieFor } from '../../../test/sessions';
import { setSettings } from '../../../test/settings';

describe('administrators reviewing orders', () => {
  let t: TestApp;
  let dataDir: string;
  let adminCookie: string;
  let adminEmail: string;
  let accountId: number;
  beforeAll(async () => {
    dataDir = await makeDataDir();
    t = await buildTestApp({ DATA_DIR: dataDir });
    await insertPaymentMethodsForPayments(t.db);
    await setSettings(t.db, { slip: 0 });
    const admin = await insertUser(t.db, { roles: ['admin'] });
    adminEmail = admin.email;
    adminCookie = await sessionCookieFor(t.db, admin.id);
    accountId = (await t.db.select().from(bankAccounts))[0]?.id ?? 0;
  });
  afterAll(async () => {
    await t.close();
    await removeDataDir(dataDir);
  });

  const reported = async (options: { seats?: number } = {}): Promise<OrderToPay> => {
    const order = await orderToPay(t.app, t.db, { methodId: 1, ...options });
    const response = await t.app.inject({
      method: 'POST',
      url: '/private/payment/report',
      headers: { cookie: order.cookie },
      payload: {
        order_id: order.orderId,
        payment_method_id: 1,
        bank_account: accountId,
        bank_code: 'SCB',
        transfer_datetime: '2026-01-15',
        time: '10:00:00',
        transfer_amount: '1500',
      },
    });
    if (response.statusCode !== 200) throw new Error(response.body);
    return order;
  };

  const review = (
    orderId: number,
    action: 'approve' | 'reject',
    cookie: string,
    body: Record<string, unknown> = {},
  ) =>
    t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${String(orderId)}/${action}`,
      headers: { cookie },
      payload: body,
    });

  it('approves a reported transfer: the buyer is enrolled once and mailed', async () => {
    const order = await reported();

    const response = await review(order.orderId, 'approve', adminCookie);

    expect(response.json()).toMatchObject({
      data: { id: order.orderId, payment_status: 'approved', latest_payment: { state: 'succeeded' } },
    });
    expect(await enrolmentsOf(t.db, order.userId, order.courseId)).toHaveLength(1);
    const again = await review(order.orderId, 'approve', adminCookie);
    expect(again.json()).toMatchObject({ error: { code: 'ORDER_NOT_PENDING' } });
    expect(await enrolmentsOf(t.db, order.userId, order.courseId)).toHaveLength(1);
    // The buyer's mails; the administrator's (a transfer to check) are told of elsewhere.
    const mails = (await deliverAndReadMail(t.db, dataDir)).filter(
      (mail) => mail.subject.includes(`#${String(order.orderId)}`) && mail.to !== adminEmail,
    );
    expect(mails.map((mail) => mail.subject.split(' / ')[1]).sort()).toEqual([
      `Order #${String(order.orderId)} approved`,
      `Payment received, order #${String(order.orderId)}`,
    ]);
  });

  it('sends a rejected transfer back to its buyer with the reason: the order waits for a payment again, keeping its seat', async () => {
    const order = await reported({ seats: 5 });
    const before = Date.now();

    const response = await review(order.orderId, 'reject', adminCookie, {
      reason: 'No transfer of this amount reached our account',
    });

    expect(response.json()).toMatchObject({
      data: {
        payment_status: 'notYetReceived',
        latest_payment: {
          state: 'failed',
          failure_code: 'rejected_by_admin',
          failure_message: 'No transfer of this amount reached our account',
        },
      },
    });
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order.orderId));
    // A fresh time to pay: the shop's 48 hours from the rejection.
    expect(row?.cancelAt?.getTime()).toBeGreaterThanOrEqual(before + 48 * 3_600_000);
    const [course] = await t.db.select().from(courses).where(eq(courses.id, order.courseId));
    expect(course?.seatsTaken).toBe(1);
    expect(await timesEntered(t.db, order.orderId, 'rejected')).toBe(0);
    const mail = (await deliverAndReadMail(t.db, dataDir)).find((item) =>
      item.subject.includes(`Please report the transfer again, order #${String(order.orderId)}`),
    );
    expect(mail?.text).toContain('Reason: No transfer of this amount reached our account');
    expect(mail?.text).toContain(`/cart/${String(order.orderId)}`);
  });

  it('rejects a free plan waiting for approval as before: rejected, its seat given back, the buyer mailed', async () => {
    const student = await insertStudent(t.db);
    const cookie = await sessionCookieFor(t.db, student.id);
    const course = await insertCourse(t.db, { courseType: 'In-class', seatsTotal: 3 });
    const plan = await insertPlan(t.db, course.id, { planType: 'Free', price: 0, needApproval: true });
    const orderId = (
      await postOrder(t.app, cookie, { lines: [{ courseId: course.id, planId: plan.id }], price: 0 })
    ).json<{ orderId: number }>().orderId;

    const response = await review(orderId, 'reject', adminCookie, { reason: 'For staff only' });

    expect(response.json()).toMatchObject({ data: { payment_status: 'rejected', latest_payment: null } });
    const [after] = await t.db.select().from(courses).where(eq(courses.id, course.id));
    expect(after?.seatsTaken).toBe(0);
    const mail = (await deliverAndReadMail(t.db, dataDir)).find((item) =>
      item.subject.includes(`Order #${String(orderId)} was not approved`),
    );
    expect(mail?.text).toContain('Reason: For staff only');
  });

  it('needs a reason to reject', async () => {
    const order = await reported();

    const response = await review(order.orderId, 'reject', adminCookie, { reason: '' });

    expect(response.statusCode).toBe(400);
    expect(await orderStatus(t.db, order.orderId)).toBe('pendingApproved');
  });

  it('approves a free plan that needs approval, through the same call', async () => {
    const student = await insertStudent(t.db);
    const cookie = await sessionCookieFor(t.db, student.id);
    const course = await insertCourse(t.db);
    const plan = await insertPlan(t.db, course.id, { planType: 'Free', price: 0, needApproval: true });
    const orderId = (
      await postOrder(t.app, cookie, { lines: [{ courseId: course.id, planId: plan.id }], price: 0 })
    ).json<{ orderId: number }>().orderId;
    expect(await orderStatus(t.db, orderId)).toBe('pendingApproved');

    const response = await review(orderId, 'approve', adminCookie);

    expect(response.json()).toMatchObject({ data: { payment_status: 'approved', latest_payment: null } });
    expect(await enrolmentsOf(t.db, student.id, course.id)).toHaveLength(1);
  });

  it('lets only administrators review: a student gets 403, a visitor 401', async () => {
    const order = await reported();
    const student = await sessionCookieFor(t.db, (await insertStudent(t.db)).id);

    const byStudent = await review(order.orderId, 'approve', student);
    const byVisitor = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${String(order.orderId)}/approve`,
      payload: {},
    });

    expect([byStudent.statusCode, byVisitor.statusCode]).toEqual([403, 401]);
    expect(await orderStatus(t.db, order.orderId)).toBe('pendingApproved');
  });
});

import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bankAccounts, courses, outbox, users } from '../../../../db/tables';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app';
import { insertCourse, insertPlan, insertStudent, insertUser } from '../../../../test/factories';
import { postOrder } from '../../../../test/order-requests';
import {
  attemptsOf,
  enrolmentsOf,
  insertPaymentMethodsForPayments,
  orderStatus,
  orderToPay,
  type OrderToPay,
} from '../../../../test/payment-fixtures';
import { deliverAndReadMail, makeDataDir, removeDataDir } from '../../../../test/read-mail';
import { sessionCookieFor } from '../../../../test/sessions';
import { setSettings } from '../../../../test/settings';
import { uploadSlip } from '../../../../test/slip-upload';

type FieldError = { error: { code: string; params?: { param: string; message: string }[] } };
type Report = { standing: string; reason: string | null; slip_url: string | null; bank_code: string };

describe('reporting a bank transfer again after the shop did not accept it', () => {
  let t: TestApp;
  let dataDir: string;
  let accountId: number;
  let adminCookie: string;
  let adminEmail: string;
  beforeAll(async () => {
    dataDir = await makeDataDir();
    t = await buildTestApp({ DATA_DIR: dataDir });
    await insertPaymentMethodsForPayments(t.db);
    await setSettings(t.db, { slip: 1 });
    accountId = (await t.db.select().from(bankAccounts))[0]?.id ?? 0;
    const admin = await insertUser(t.db, { roles: ['admin'], email: 'first-admin@shop.example' });
    adminEmail = admin.email;
    adminCookie = await sessionCookieFor(t.db, admin.id);
  });
  afterAll(async () => {
    await t.close();
    await removeDataDir(dataDir);
  });

  const report = (order: OrderToPay, slip: string, bankCode = 'SCB') =>
    t.app.inject({
      method: 'POST',
      url: '/private/payment/report',
      headers: { cookie: order.cookie, 'accept-language': 'en' },
      payload: {
        order_id: order.orderId,
        payment_method_id: 1,
        bank_account: accountId,
        bank_code: bankCode,
        transfer_datetime: '2026-01-15',
        time: '10:00:00',
        transfer_amount: String(order.total / 100),
        slip,
      },
    });

  const review = (orderId: number, action: 'approve' | 'reject', reason = '') =>
    t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${String(orderId)}/${action}`,
      headers: { cookie: adminCookie },
      payload: { reason },
    });

  const buyersPage = async (order: OrderToPay) =>
    (
      await t.app.inject({
        method: 'GET',
        url: `/private/myaccount/orders/${String(order.orderId)}`,
        headers: { cookie: order.cookie },
      })
    ).json<{
      data: {
        payment_status: string;
        cancel_at: string | null;
        transfer_reports: Report[];
        history: { kind: string; reason: string | null }[];
      };
    }>().data;

  const adminsView = async (orderId: number) =>
    (
      await t.app.inject({
        method: 'GET',
        url: `/api/admin/orders/${String(orderId)}`,
        headers: { cookie: adminCookie },
      })
    ).json<{ data: { state: string; transfer_reports: Report[] } }>().data;

  const reviewQueue = async () =>
    (
      await t.app.inject({
        method: 'GET',
        url: '/api/admin/orders?state=pendingApproved&sort=created&pageSize=100',
        headers: { cookie: adminCookie },
      })
    )
      .json<{ data: { id: number }[] }>()
      .data.map((row) => row.id);

  /** The outbox's mails of one template about one order, as [recipient, key]. */
  const queued = async (template: string, orderId: number) =>
    (
      await t.db
        .select({ to: sql<string>`${outbox.payload}->>'to'`, key: outbox.dedupeKey })
        .from(outbox)
        .where(
          and(
            eq(outbox.kind, 'mail'),
            sql`${outbox.payload}->>'template' = ${template}`,
            sql`${outbox.payload}->>'subject' LIKE ${`%#${String(orderId)} %`}`,
          ),
        )
        .orderBy(outbox.id)
    ).map((row) => row.to);

  it('takes a new slip for a rejected report, back into the review queue, with every report kept', async () => {
    const order = await orderToPay(t.app, t.db, { methodId: 1, seats: 4 });
    const firstSlip = await uploadSlip(t.app, order.cookie);
    expect((await report(order, firstSlip)).statusCode).toBe(200);

    const rejected = await review(order.orderId, 'reject', 'The slip is unreadable');

    expect(rejected.json()).toMatchObject({ data: { payment_status: 'notYetReceived' } });
    expect(await reviewQueue()).not.toContain(order.orderId);
    const waiting = await buyersPage(order);
    expect(waiting.payment_status).toBe('notYetReceived');
    expect(new Date(waiting.cancel_at ?? 0).getTime()).toBeGreaterThan(Date.now() + 47 * 3_600_000);
    expect(waiting.transfer_reports).toMatchObject([
      { standing: 'notAccepted', reason: 'The slip is unreadable' },
    ]);
    expect(waiting.history.map((step) => [step.kind, step.reason])).toEqual([
      ['created', null],
      ['paymentReported', null],
      ['transferRejected', 'The slip is unreadable'],
    ]);

    const secondSlip = await uploadSlip(t.app, order.cookie);
    const again = await report(order, secondSlip, 'KBANK');

    expect(again.statusCode, again.body).toBe(200);
    expect(await reviewQueue()).toContain(order.orderId);
    const inReview = await adminsView(order.orderId);
    expect(inReview.transfer_reports).toMatchObject([
      { standing: 'notAccepted', reason: 'The slip is unreadable', bank_code: 'SCB' },
      { standing: 'waiting', reason: null, bank_code: 'KBANK' },
    ]);
    expect(inReview.transfer_reports.map((item) => item.slip_url)).toEqual([
      `/uploads/${firstSlip}`,
      `/uploads/${secondSlip}`,
    ]);

    expect((await review(order.orderId, 'approve')).statusCode).toBe(200);
    const paid = await buyersPage(order);
    expect(paid.payment_status).toBe('approved');
    expect(paid.transfer_reports.map((item) => item.standing)).toEqual(['notAccepted', 'accepted']);
    expect(await enrolmentsOf(t.db, order.userId, order.courseId)).toHaveLength(1);
    // The seat was held all along: taken once by the order, never given back in between.
    const [course] = await t.db.select().from(courses).where(eq(courses.id, order.courseId));
    expect(course?.seatsTaken).toBe(1);
    expect((await attemptsOf(t.db, order.orderId)).map((attempt) => attempt.state)).toEqual([
      'failed',
      'succeeded',
    ]);
  });

  it("refuses another buyer's slip, and a slip another order's report showed, and writes nothing", async () => {
    const order = await orderToPay(t.app, t.db, { methodId: 1 });
    const slip = await uploadSlip(t.app, order.cookie);
    await report(order, slip);
    await review(order.orderId, 'reject', 'Another amount');
    const stranger = await orderToPay(t.app, t.db, { methodId: 1 });
    const course = await insertCourse(t.db);
    const plan = await insertPlan(t.db, course.id, { price: 150_000 });
    const placed = await postOrder(t.app, order.cookie, {
      lines: [{ courseId: course.id, planId: plan.id }],
      price: 150_000,
      paymentMethodId: 1,
    });
    const sameBuyersOtherOrder = { ...order, orderId: placed.json<{ orderId: number }>().orderId };

    const byStranger = await report(stranger, slip);
    const onAnotherOrder = await report(sameBuyersOtherOrder, slip);

    expect(byStranger.json<FieldError>().error.params).toEqual([
      { param: 'slip', message: 'Your transfer slip was not found, please upload it again' },
    ]);
    expect(onAnotherOrder.json<FieldError>().error.params).toEqual([
      {
        param: 'slip',
        message: 'This slip was already sent for another order: please upload the slip of this transfer',
      },
    ]);
    expect(await attemptsOf(t.db, stranger.orderId)).toHaveLength(0);
    expect(await orderStatus(t.db, sameBuyersOtherOrder.orderId)).toBe('notYetReceived');
    expect(await reviewQueue()).not.toContain(order.orderId);
  });

  it("mails the buyer the rejection and the shop's listed addresses each report, each once, whatever is repeated", async () => {
    await setSettings(t.db, { admin_notice_emails: ['payments@shop.example', 'owner@shop.example'] });
    const order = await orderToPay(t.app, t.db, { methodId: 1 });
    const slip = await uploadSlip(t.app, order.cookie);

    await report(order, slip);
    const repeated = await report(order, slip);
    await review(order.orderId, 'reject', 'No such transfer on our statement');
    const rejectedAgain = await review(order.orderId, 'reject', 'No such transfer on our statement');
    await report(order, await uploadSlip(t.app, order.cookie));

    expect(repeated.json()).toMatchObject({ error: { code: 'ORDER_NOT_PENDING' } });
    expect(rejectedAgain.json()).toMatchObject({ error: { code: 'ORDER_NOT_PENDING' } });
    expect(await queued('transfer_reported', order.orderId)).toEqual([
      'payments@shop.example',
      'owner@shop.example',
      'payments@shop.example',
      'owner@shop.example',
    ]);
    const [buyer] = (
      await t.db.select({ email: users.email }).from(users).where(eq(users.id, order.userId))
    ).map((row) => row.email);
    expect(await queued('transfer_rejected', order.orderId)).toEqual([buyer]);
    const mails = await deliverAndReadMail(t.db, dataDir);
    const toShop = mails.find(
      (mail) =>
        mail.to === 'payments@shop.example' && mail.subject.includes(`order #${String(order.orderId)} waits`),
    );
    expect(toShop?.subject).toContain('Transfer reported');
    expect(toShop?.text).toContain('SCB (ธนาคารไทยพาณิชย์)');
    expect(toShop?.text).toContain('1,500.00 THB');
    expect(toShop?.text).toContain('2026-01-15 10:00:00');
    expect(toShop?.text).toContain(`/admin/review?order=${String(order.orderId)}`);
    const toBuyer = mails.find(
      (mail) => mail.to === buyer && mail.subject.includes('report the transfer again'),
    );
    expect(toBuyer?.text).toContain('No such transfer on our statement');
    expect(toBuyer?.text).toContain(`/cart/${String(order.orderId)}`);
    await setSettings(t.db, { admin_notice_emails: [] });
  });

  it("mails every active administrator's own address while the shop lists none", async () => {
    const retired = await insertUser(t.db, {
      roles: ['admin'],
      email: 'retired@shop.example',
      isActive: false,
    });
    const second = await insertUser(t.db, { roles: ['student', 'admin'], email: 'second@shop.example' });
    const student = await insertStudent(t.db);
    const order = await orderToPay(t.app, t.db, { methodId: 1 });

    await report(order, await uploadSlip(t.app, order.cookie));

    const addresses = await queued('transfer_reported', order.orderId);
    expect(addresses).toEqual(expect.arrayContaining([adminEmail, second.email]));
    expect(addresses).not.toContain(retired.email);
    expect(addresses).not.toContain(student.email);
  });
});

import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminOrderDetail } from '@shop/contract/admin/admin-order-detail';
import {
  auditLog,
  coupons,
  courses,
  enrolments,
  orderLines,
  orderRefunds,
  taxDocuments,
} from '../../../db/tables';
import { paidOrder, placeOrder, reportTransfer } from '../../../test/admin-order-fixtures';
import {
  insertCoupon,
  insertShippingAddress,
  insertShippingFeeOption,
} from '../../../test/commerce-factories';
import { insertCourse, insertPlan, insertStudent, insertUser } from '../../../test/factories';
import { insertPaymentMethodsForPayments } from '../../../test/payment-fixtures';
import { deliverAndReadMail, makeDataDir, removeDataDir } from '../../../test/read-mail';
import { sessionCookieFor } from '../../../test/sessions';
import { setSettings } from '../../../test/settings';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';

const DAY_MS = 86_400_000;

describe('refunding lines of an order', () => {
  let t: TestApp;
  let dataDir: string;
  let adminCookie: string;
  let adminId: number;
  beforeAll(async () => {
    dataDir = await makeDataDir();
    t = await buildTestApp({ DATA_DIR: dataDir });
    await insertPaymentMethodsForPayments(t.db);
    await setSettings(t.db, { is_enable_vat: true, vat_value: 7 });
    adminId = (await insertUser(t.db, { roles: ['admin'] })).id;
    adminCookie = await sessionCookieFor(t.db, adminId);
  });
  afterAll(async () => {
    await t.close();
    await removeDataDir(dataDir);
  });

  const student = async () => {
    const user = await insertStudent(t.db);
    return { id: user.id, cookie: await sessionCookieFor(t.db, user.id) };
  };

  /** A course with one lifetime plan at `price` minor units. */
  const course = async (price: number, overrides: Parameters<typeof insertCourse>[1] = {}) => {
    const row = await insertCourse(t.db, overrides);
    const plan = await insertPlan(t.db, row.id, {
      planType: 'One-Time Payment',
      term: null,
      termUnit: null,
      price,
    });
    return { courseId: row.id, planId: plan.id };
  };

  const linesOf = async (orderId: number) =>
    t.db.select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(orderLines.id);

  const refund = (orderId: number, body: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${String(orderId)}/refunds`,
      headers: { cookie: adminCookie },
      payload: body,
    });

  const enrolmentStatus = async (userId: number, courseId: number) =>
    (
      await t.db
        .select({ status: enrolments.status })
        .from(enrolments)
        .where(and(eq(enrolments.userId, userId), eq(enrolments.courseId, courseId)))
    ).map((row) => row.status);

  it('revokes only the refunded course, gives back its share with VAT, mails the buyer and audits', async () => {
    const buyer = await student();
    const kept = await course(100_000);
    const refunded = await course(50_000);
    const { orderId } = await paidOrder(t.app, t.db, {
      cookie: buyer.cookie,
      adminCookie,
      request: { lines: [kept, refunded] },
    });
    const lineId = (await linesOf(orderId))[1]?.id ?? 0;

    const response = await refund(orderId, { order_line_ids: [lineId], reason: 'ผู้เรียนขอยกเลิกคอร์ส' });

    expect(response.statusCode).toBe(200);
    const data = response.json<{ data: AdminOrderDetail }>().data;
    expect(data).toMatchObject({ state: 'approved', refund_state: 'partial', money: { refunded: 53_500 } });
    expect(
      data.lines.map((line) => [line.course_id, line.enrolment?.status, line.refund_id !== null]),
    ).toEqual([
      [kept.courseId, 'active', false],
      [refunded.courseId, 'revoked', true],
    ]);
    expect(data.refunds).toMatchObject([
      { amount: 53_500, vat: 3_500, reason: 'ผู้เรียนขอยกเลิกคอร์ส', created_by: { id: adminId } },
    ]);
    expect(await enrolmentStatus(buyer.id, kept.courseId)).toEqual(['active']);
    expect(await enrolmentStatus(buyer.id, refunded.courseId)).toEqual(['revoked']);
    const myCourses = await t.app.inject({
      method: 'GET',
      url: '/private/my-courses',
      headers: { cookie: buyer.cookie },
    });
    expect(myCourses.json<{ data: { course_id: number }[] }>().data.map((item) => item.course_id)).toEqual([
      kept.courseId,
    ]);
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'order.refund'), eq(auditLog.entityId, String(orderId))));
    expect(audit).toMatchObject({ actorUserId: adminId, entityType: 'order' });
    expect(audit?.after).toMatchObject({ order_line_ids: [lineId], amount: 53_500, refund_state: 'partial' });
    const [creditNote] = await t.db
      .select()
      .from(taxDocuments)
      .where(eq(taxDocuments.refundId, data.refunds[0]?.id ?? 0));
    expect(creditNote).toMatchObject({ kind: 'credit_note', orderId });
    const mail = (await deliverAndReadMail(t.db, dataDir)).find((item) =>
      item.subject.includes(`Refund of order #${String(orderId)}`),
    );
    expect(mail?.text).toContain('535.00 THB');
    expect(mail?.text).toContain('ผู้เรียนขอยกเลิกคอร์ส');
  });

  it('refuses to refund a line twice, leaving the first refund alone', async () => {
    const buyer = await student();
    const { orderId } = await paidOrder(t.app, t.db, {
      cookie: buyer.cookie,
      adminCookie,
      request: { lines: [await course(40_000), await course(40_000)] },
    });
    const [first, second] = await linesOf(orderId);
    await refund(orderId, { order_line_ids: [first?.id], reason: 'first' });

    const again = await refund(orderId, { order_line_ids: [second?.id, first?.id], reason: 'again' });

    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      error: { code: 'LINE_ALREADY_REFUNDED', result: { lineIds: [first?.id] } },
    });
    expect(await t.db.select().from(orderRefunds).where(eq(orderRefunds.orderId, orderId))).toHaveLength(1);
    expect(await enrolmentStatus(buyer.id, second?.courseId ?? 0)).toEqual(['active']);
  });

  it('refunds a line once when several administrators refund it at the same moment', async () => {
    const buyer = await student();
    const { orderId } = await paidOrder(t.app, t.db, {
      cookie: buyer.cookie,
      adminCookie,
      request: { lines: [await course(40_000), await course(40_000)] },
    });
    const [line] = await linesOf(orderId);

    const answers = await Promise.all(
      Array.from({ length: 5 }, () => refund(orderId, { order_line_ids: [line?.id], reason: 'at once' })),
    );

    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    expect(await t.db.select().from(orderRefunds).where(eq(orderRefunds.orderId, orderId))).toHaveLength(1);
  });

  it('refuses to refund an order that is not approved yet', async () => {
    const buyer = await student();
    const placed = await placeOrder(t.app, buyer.cookie, {
      lines: [await course(30_000)],
      paymentMethodId: 1,
    });
    await reportTransfer(t.app, t.db, buyer.cookie, placed.orderId, '321.00');
    const [line] = await linesOf(placed.orderId);

    const response = await refund(placed.orderId, { order_line_ids: [line?.id], reason: 'too early' });

    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ error: { code: 'ORDER_NOT_REFUNDABLE' } });
    expect(await t.db.select().from(orderRefunds).where(eq(orderRefunds.orderId, placed.orderId))).toEqual(
      [],
    );
  });

  it('refuses a line of another order with INPUT_ERROR naming the field', async () => {
    const buyer = await student();
    const one = await paidOrder(t.app, t.db, {
      cookie: buyer.cookie,
      adminCookie,
      request: { lines: [await course(20_000)] },
    });
    const other = await paidOrder(t.app, t.db, {
      cookie: buyer.cookie,
      adminCookie,
      request: { lines: [await course(20_000)] },
    });
    const [othersLine] = await linesOf(other.orderId);

    const response = await refund(one.orderId, { order_line_ids: [othersLine?.id], reason: 'wrong order' });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: { code: 'INPUT_ERROR', params: [{ param: 'order_line_ids' }] },
    });
  });

  it('gives back the seat of a class not started yet, but not of a class under way', async () => {
    const buyer = await student();
    const now = Date.now();
    const upcoming = await course(60_000, {
      courseType: 'In-class',
      seatsTotal: 10,
      startDate: new Date(now + 7 * DAY_MS),
    });
    const started = await course(60_000, {
      courseType: 'In-class',
      seatsTotal: 10,
      startDate: new Date(now - DAY_MS),
      endRegDate: new Date(now + 7 * DAY_MS),
    });
    const { orderId } = await paidOrder(t.app, t.db, {
      cookie: buyer.cookie,
      adminCookie,
      request: { lines: [upcoming, started] },
    });

    const response = await refund(orderId, {
      order_line_ids: (await linesOf(orderId)).map((line) => line.id),
      reason: 'cannot attend',
    });

    expect(response.statusCode).toBe(200);
    const seats = async (courseId: number) =>
      (await t.db.select({ taken: courses.seatsTaken }).from(courses).where(eq(courses.id, courseId)))[0]
        ?.taken;
    expect([await seats(upcoming.courseId), await seats(started.courseId)]).toEqual([0, 1]);
    expect(
      response.json<{ data: AdminOrderDetail }>().data.refunds[0]?.lines.map((line) => line.seat_returned),
    ).toEqual([true, false]);
  });

  it('gives the coupon use back only when the last line of the order is refunded', async () => {
    const buyer = await student();
    const first = await course(100_000);
    const second = await course(100_000);
    const coupon = await insertCoupon(t.db, [first.courseId, second.courseId], { usageLimit: 5 });
    const { orderId } = await paidOrder(t.app, t.db, {
      cookie: buyer.cookie,
      adminCookie,
      request: { lines: [first, second], couponIds: [coupon.id] },
    });
    const [a, b] = await linesOf(orderId);
    const usesOf = async () =>
      (await t.db.select({ used: coupons.usedCount }).from(coupons).where(eq(coupons.id, coupon.id)))[0]
        ?.used;
    expect(await usesOf()).toBe(1);

    await refund(orderId, { order_line_ids: [a?.id], reason: 'part' });
    const afterPart = await usesOf();
    const last = await refund(orderId, { order_line_ids: [b?.id], reason: 'rest' });

    expect([afterPart, await usesOf()]).toEqual([1, 0]);
    expect(last.json<{ data: AdminOrderDetail }>().data).toMatchObject({
      state: 'approved',
      refund_state: 'full',
      refunds: [{ coupon_uses_returned: false }, { coupon_uses_returned: true }],
    });
  });

  it('puts stock back only for items the administrator marks as sent back', async () => {
    const buyer = await student();
    const returned = await course(30_000, { courseType: 'product', availableQty: 10 });
    const kept = await course(30_000, { courseType: 'product', availableQty: 10 });
    const fee = await insertShippingFeeOption(t.db, { fee: 5_000 });
    const address = await insertShippingAddress(t.db, buyer.id);
    const { orderId } = await paidOrder(t.app, t.db, {
      cookie: buyer.cookie,
      adminCookie,
      request: {
        lines: [
          { ...returned, quantity: 2 },
          { ...kept, quantity: 1 },
        ],
        shippingFeeId: fee.id,
        shippingAddressId: address.id,
      },
    });
    const [returnedLine, keptLine] = await linesOf(orderId);

    const response = await refund(orderId, {
      order_line_ids: [returnedLine?.id, keptLine?.id],
      returned_line_ids: [returnedLine?.id],
      reason: 'damaged in delivery',
    });

    expect(response.statusCode).toBe(200);
    const stock = async (courseId: number) =>
      (await t.db.select({ qty: courses.availableQty }).from(courses).where(eq(courses.id, courseId)))[0]
        ?.qty;
    expect([await stock(returned.courseId), await stock(kept.courseId)]).toEqual([10, 9]);
  });

  it('gives back the seat, the stock and the coupon use of a refunded order exactly once, also when asked twice', async () => {
    const buyer = await student();
    const upcoming = await course(60_000, {
      courseType: 'In-class',
      seatsTotal: 10,
      startDate: new Date(Date.now() + 7 * DAY_MS),
    });
    const product = await course(30_000, { courseType: 'product', availableQty: 10 });
    const coupon = await insertCoupon(t.db, [upcoming.courseId], { usageLimit: 5 });
    const fee = await insertShippingFeeOption(t.db, { fee: 5_000 });
    const address = await insertShippingAddress(t.db, buyer.id);
    const { orderId } = await paidOrder(t.app, t.db, {
      cookie: buyer.cookie,
      adminCookie,
      request: {
        lines: [upcoming, { ...product, quantity: 3 }],
        couponIds: [coupon.id],
        shippingFeeId: fee.id,
        shippingAddressId: address.id,
      },
    });
    const lineIds = (await linesOf(orderId)).map((line) => line.id);
    const counts = async () => {
      const [seats] = await t.db
        .select({ taken: courses.seatsTaken })
        .from(courses)
        .where(eq(courses.id, upcoming.courseId));
      const [stock] = await t.db
        .select({ qty: courses.availableQty })
        .from(courses)
        .where(eq(courses.id, product.courseId));
      const [uses] = await t.db
        .select({ used: coupons.usedCount })
        .from(coupons)
        .where(eq(coupons.id, coupon.id));
      return [seats?.taken, stock?.qty, uses?.used];
    };
    expect(await counts()).toEqual([1, 7, 1]);
    const body = { order_line_ids: lineIds, returned_line_ids: [lineIds[1]], reason: 'cannot attend' };

    const atOnce = await Promise.all([refund(orderId, body), refund(orderId, body)]);
    const later = await refund(orderId, body);

    expect([...atOnce, later].map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409]);
    expect(await counts()).toEqual([0, 10, 0]);
  });
});

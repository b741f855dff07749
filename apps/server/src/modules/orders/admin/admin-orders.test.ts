import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminOrderDetail } from '@shop/contract/admin/admin-order-detail';
import type { AdminOrderRow } from '@shop/contract/admin/admin-orders';
import { orders, taxProfiles } from '../../../db/tables';
import { paidOrder, placeOrder, reportTransfer } from '../../../test/admin-order-fixtures';
import {
  insertCoupon,
  insertOrderWithLine,
  insertShippingAddress,
  insertShippingFeeOption,
} from '../../../test/commerce-factories';
import { insertCourse, insertPlan, insertStudent, insertUser } from '../../../test/factories';
import { insertPaymentMethodsForPayments } from '../../../test/payment-fixtures';
import { sessionCookieFor } from '../../../test/sessions';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';

type ListAnswer = { data: AdminOrderRow[]; total: number };

describe('the back office reading orders', () => {
  let t: TestApp;
  let adminCookie: string;
  const course = async (price: number, title?: string) => {
    const row = await insertCourse(t.db, title ? { title } : {});
    const plan = await insertPlan(t.db, row.id, {
      planType: 'One-Time Payment',
      term: null,
      termUnit: null,
      price,
    });
    return { courseId: row.id, planId: plan.id };
  };

  /** A written order of one course, with the columns a list test looks at. */
  const orderOf = async (
    userId: number,
    courseId: number,
    columns: Partial<typeof orders.$inferInsert> = {},
  ) => {
    const plan = await insertPlan(t.db, courseId);
    const order = await insertOrderWithLine(t.db, { userId, courseId, planId: plan.id, status: 'approved' });
    await t.db.update(orders).set(columns).where(eq(orders.id, order.id));
    return order.id;
  };

  const list = async (query: string) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/admin/orders?${query}`,
      headers: { cookie: adminCookie },
    });
    if (response.statusCode !== 200) throw new Error(response.body);
    return response.json<ListAnswer>();
  };
  const idsOf = (answer: ListAnswer) => answer.data.map((row) => row.id);

  let somchai: number;
  let malee: number;
  let courseA: number;
  let courseB: number;
  const ids: Record<'late' | 'early' | 'byCard' | 'cancelled' | 'pending', number> = {
    late: 0,
    early: 0,
    byCard: 0,
    cancelled: 0,
    pending: 0,
  };

  beforeAll(async () => {
    t = await buildTestApp();
    await insertPaymentMethodsForPayments(t.db);
    adminCookie = await sessionCookieFor(t.db, (await insertUser(t.db, { roles: ['admin'] })).id);
    somchai = (
      await insertStudent(t.db, {
        firstname: 'สมชาย',
        lastname: 'ใจดี',
        email: 'somchai@example.com',
        tel: '081-234-5678',
      })
    ).id;
    malee = (
      await insertStudent(t.db, {
        firstname: 'มาลี',
        lastname: 'ศรีสุข',
        email: 'malee@example.net',
        tel: '0899999999',
      })
    ).id;
    courseA = (await insertCourse(t.db)).id;
    courseB = (await insertCourse(t.db)).id;
    // 00:30 on 11 January in Bangkok, and 23:30 on 10 January in Bangkok.
    ids.late = await orderOf(somchai, courseA, {
      createdAt: new Date('2026-01-10T17:30:00Z'),
      paymentMethodId: 1,
      total: 90_000,
    });
    ids.early = await orderOf(somchai, courseB, {
      createdAt: new Date('2026-01-10T16:30:00Z'),
      paymentMethodId: 1,
      total: 120_000,
    });
    ids.byCard = await orderOf(malee, courseA, {
      createdAt: new Date('2026-01-12T03:00:00Z'),
      paymentMethodId: 8,
      total: 50_000,
    });
    ids.cancelled = await orderOf(malee, courseB, {
      createdAt: new Date('2026-01-13T03:00:00Z'),
      status: 'cancelled',
      paymentMethodId: 1,
      total: 70_000,
    });
    ids.pending = await orderOf(malee, courseB, {
      createdAt: new Date('2026-01-14T03:00:00Z'),
      status: 'pendingApproved',
      paymentMethodId: 1,
      total: 10_000,
    });
  });
  afterAll(async () => {
    await t.close();
  });

  it('lists the newest orders first with their buyer, amount, method and review state', async () => {
    const answer = await list('pageSize=2');

    expect(answer.total).toBe(5);
    expect(idsOf(answer)).toEqual([ids.pending, ids.cancelled]);
    expect(answer.data[0]).toMatchObject({
      buyer: { id: malee, name: 'มาลี ศรีสุข', email: 'malee@example.net', phone: '0899999999' },
      amount_to_pay: 10_000,
      currency: 'THB',
      payment_method: { id: 1 },
      state: 'pendingApproved',
      needs_review: true,
      refund_state: 'none',
    });
    expect(idsOf(await list('pageSize=2&page=3'))).toEqual([ids.late]);
  });

  it.each([
    ['an order id', () => String(ids.byCard), () => [ids.byCard]],
    ['a Thai name', () => 'สมชาย', () => [ids.early, ids.late]],
    ['part of an e-mail', () => 'MALEE@example', () => [ids.pending, ids.cancelled, ids.byCard]],
    ['a phone typed with dashes', () => '0812-345-678', () => [ids.early, ids.late]],
    ['a number past any order id, which matches nothing', () => '#3000000000', () => []],
  ])('finds orders by %s', async (_name, keyword, expected) => {
    expect(idsOf(await list(`keyword=${encodeURIComponent(keyword())}`))).toEqual(expected());
  });

  it('finds an order by its token', async () => {
    const [row] = await t.db
      .select({ token: orders.orderToken })
      .from(orders)
      .where(eq(orders.id, ids.early));
    expect(idsOf(await list(`keyword=${row?.token ?? ''}`))).toEqual([ids.early]);
  });

  it.each([
    ['state', () => 'state=cancelled', () => [ids.cancelled]],
    ['payment method', () => 'payment_method_id=8', () => [ids.byCard]],
    ['course', () => `course_id=${String(courseA)}`, () => [ids.byCard, ids.late]],
    ['Bangkok day', () => 'from=2026-01-11&to=2026-01-11', () => [ids.late]],
    ['days up to one', () => 'to=2026-01-10', () => [ids.early]],
    ['state and method together', () => 'state=approved&payment_method_id=1', () => [ids.early, ids.late]],
  ])('filters by %s', async (_name, query, expected) => {
    expect(idsOf(await list(query()))).toEqual(expected());
  });

  it('sorts by total and by creation, either way', async () => {
    expect(idsOf(await list('sort=total'))).toEqual([
      ids.pending,
      ids.byCard,
      ids.cancelled,
      ids.late,
      ids.early,
    ]);
    expect(idsOf(await list('sort=-total'))[0]).toBe(ids.early);
    expect(idsOf(await list('sort=created'))).toEqual([
      ids.early,
      ids.late,
      ids.byCard,
      ids.cancelled,
      ids.pending,
    ]);
  });

  it('refuses an unknown state or sort and a day not on the calendar with INPUT_ERROR naming the field', async () => {
    for (const [query, param] of [
      ['state=paid', 'state'],
      ['sort=buyer', 'sort'],
      ['from=2026-02-30', 'from'],
    ] as const) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/admin/orders?${query}`,
        headers: { cookie: adminCookie },
      });
      expect({ query, status: response.statusCode }).toEqual({ query, status: 400 });
      expect(response.json()).toMatchObject({ error: { code: 'INPUT_ERROR', params: [{ param }] } });
    }
  });

  it('shows one order whole: lines, coupons, tax data, shipping, the transfer with its slip, logs and history', async () => {
    const buyer = await insertStudent(t.db);
    const cookie = await sessionCookieFor(t.db, buyer.id);
    await t.db.insert(taxProfiles).values({
      userId: buyer.id,
      isRequireTaxInvoice: true,
      taxPersonType: 'juristic_person',
      taxNameOne: 'บริษัท ตัวอย่าง จำกัด',
      taxNameTwo: 'สำนักงานใหญ่',
      taxPayerIdentificationNo: '0105551234567',
      taxAddress: '99 ถนนสีลม กรุงเทพฯ',
    });
    const lesson = await course(100_000, 'คอร์สการเงิน');
    const book = await insertCourse(t.db, { courseType: 'product', availableQty: 5, title: 'หนังสือ' });
    const bookPlan = await insertPlan(t.db, book.id, {
      planType: 'One-Time Payment',
      term: null,
      termUnit: null,
      price: 30_000,
    });
    const coupon = await insertCoupon(t.db, [lesson.courseId], { code: 'SAVE10' });
    const fee = await insertShippingFeeOption(t.db, { name: 'EMS', fee: 5_000 });
    const address = await insertShippingAddress(t.db, buyer.id, {
      recipientName: 'คุณสมศรี',
      province: 'เชียงใหม่',
    });
    const { orderId } = await paidOrder(t.app, t.db, {
      cookie,
      adminCookie,
      request: {
        lines: [lesson, { courseId: book.id, planId: bookPlan.id }],
        couponIds: [coupon.id],
        shippingFeeId: fee.id,
        shippingAddressId: address.id,
      },
    });

    const response = await t.app.inject({
      method: 'GET',
      url: `/api/admin/orders/${String(orderId)}`,
      headers: { cookie: adminCookie },
    });

    const order = response.json<{ data: AdminOrderDetail }>().data;
    expect(order).toMatchObject({
      id: orderId,
      state: 'approved',
      needs_review: false,
      money: {
        subtotal: 130_000,
        coupon_discount: 10_000,
        discount: 10_000,
        net: 120_000,
        shipping_fee: 5_000,
        amount_to_pay: 125_000,
      },
      coupons: [{ id: coupon.id, code: 'SAVE10', amount: 10_000 }],
      shipping: {
        fee: 5_000,
        option: { id: fee.id, name: 'EMS' },
        address: { recipient_name: 'คุณสมศรี', province: 'เชียงใหม่' },
      },
      tax_invoice: {
        requires_tax_invoice: true,
        name: 'บริษัท ตัวอย่าง จำกัด',
        name_two: 'สำนักงานใหญ่',
        tax_id: '0105551234567',
      },
    });
    expect(
      order.lines.map((line) => [
        line.course_title,
        line.net,
        line.enrolment?.status ?? null,
        line.refund_amount,
      ]),
    ).toEqual([
      ['คอร์สการเงิน', 90_000, 'active', 90_000],
      ['หนังสือ', 30_000, null, 30_000],
    ]);
    expect(order.lines[0]?.discounts).toEqual([
      { source: 'coupon', id: coupon.id, code: 'SAVE10', amount: 10_000 },
    ]);
    expect(order.transfer_reports).toMatchObject([
      {
        contact_name: 'สมหญิง ใจดี',
        bank_code: 'KBANK',
        transfer_amount: 125_000,
        bank_account: { account_id: '111-1-11111-1' },
      },
    ]);
    expect(order.payments).toMatchObject([
      { provider: 'bank_transfer', state: 'succeeded', amount: 125_000 },
    ]);
    expect(order.payments[0]?.logs.length).toBeGreaterThan(0);
    expect(order.events.map((event) => [event.from_state, event.to_state])).toEqual([
      [null, 'notYetReceived'],
      ['notYetReceived', 'pendingApproved'],
      ['pendingApproved', 'approved'],
    ]);
    const slip = order.transfer_reports[0]?.slip_url ?? '';
    const asAdmin = await t.app.inject({ method: 'GET', url: slip, headers: { cookie: adminCookie } });
    const asOtherStudent = await t.app.inject({
      method: 'GET',
      url: slip,
      headers: { cookie: await sessionCookieFor(t.db, (await insertStudent(t.db)).id) },
    });
    expect([asAdmin.statusCode, asAdmin.headers['content-type'], asOtherStudent.statusCode]).toEqual([
      200,
      'image/png',
      404,
    ]);
  });

  it('marks an order waiting for review in the list and shows its reported transfer', async () => {
    const buyer = await insertStudent(t.db);
    const cookie = await sessionCookieFor(t.db, buyer.id);
    const placed = await placeOrder(t.app, cookie, { lines: [await course(20_000)], paymentMethodId: 1 });
    await reportTransfer(t.app, t.db, cookie, placed.orderId, '200.00');

    const waiting = await list('state=pendingApproved&sort=created');
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/admin/orders/${String(placed.orderId)}`,
      headers: { cookie: adminCookie },
    });

    expect(waiting.data.find((row) => row.id === placed.orderId)).toMatchObject({ needs_review: true });
    expect(detail.json<{ data: AdminOrderDetail }>().data).toMatchObject({
      state: 'pendingApproved',
      payments: [{ state: 'pending' }],
      transfer_reports: [{ transfer_amount: 20_000 }],
    });
  });

  it('answers NOT_FOUND for an order that does not exist', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/admin/orders/999999',
      headers: { cookie: adminCookie },
    });
    expect([response.statusCode, response.json<{ error: { code: string } }>().error.code]).toEqual([
      404,
      'NOT_FOUND',
    ]);
  });
});

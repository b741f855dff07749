import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bankAccounts, bankTransferReports } from '../../../../db/tables';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app';
import { insertUser } from '../../../../test/factories';
import { sessionCookieFor } from '../../../../test/sessions';
import { uploadSlip } from '../../../../test/slip-upload';
import {
  attemptsOf,
  insertPaymentMethodsForPayments,
  orderStatus,
  orderToPay,
} from '../../../../test/payment-fixtures';
import { deliverAndReadMail, makeDataDir, removeDataDir } from '../../../../test/read-mail';
import { setSettings } from '../../../../test/settings';

type FieldError = { error: { code: string; params?: { param: string; message: string }[] } };

describe('paying by bank transfer (method 1)', () => {
  let t: TestApp;
  let dataDir: string;
  let accountId: number;
  beforeAll(async () => {
    dataDir = await makeDataDir();
    t = await buildTestApp({ DATA_DIR: dataDir });
    await insertPaymentMethodsForPayments(t.db);
    accountId = (await t.db.select().from(bankAccounts))[0]?.id ?? 0;
  });
  afterAll(async () => {
    await t.close();
    await removeDataDir(dataDir);
  });

  const report = (cookie: string, body: Record<string, unknown>, language = 'en') =>
    t.app.inject({
      method: 'POST',
      url: '/private/payment/report',
      headers: { cookie, 'accept-language': language },
      payload: body,
    });

  const validReport = (orderId: number, slip: string | null) => ({
    order_id: orderId,
    payment_method_id: 1,
    status: 'pending',
    contact_name: 'Somsri',
    email: 'somsri@example.com',
    tel: '0812345678',
    bank_account: accountId,
    bank_code: 'KBANK',
    transfer_datetime: '2026-01-15',
    time: '09:30:00',
    transfer_amount: '1500.00',
    description: 'paid from my phone',
    address: '-',
    slip,
  });

  it('lists the accounts to transfer to and the 24 banks to transfer from', async () => {
    const method = await t.app.inject({ method: 'GET', url: '/public/payments/methods/1' });
    const accounts = await t.app.inject({ method: 'GET', url: '/public/payments/methods/1/bank' });
    const banks = await t.app.inject({ method: 'GET', url: '/api/payments/methods/banktreansfer' });

    expect(method.json()).toMatchObject({ data: { id: 1, bankList: [{ account_id: '111-1-11111-1' }] } });
    expect(accounts.json()).toMatchObject({ data: [{ bank: 'KBANK', account_name: 'Shop Co., Ltd.' }] });
    const list = banks.json<{ data: { banktransfer_value: string; banktransfer_nameth: string }[] }>().data;
    expect(list).toHaveLength(24);
    expect(list).toContainEqual(
      expect.objectContaining({ banktransfer_value: 'SCB', banktransfer_nameth: 'ธนาคารไทยพาณิชย์' }),
    );
  });

  it('reports every field that fails, in the form order, and changes nothing', async () => {
    await setSettings(t.db, { slip: 1 });
    const order = await orderToPay(t.app, t.db, { methodId: 1, price: 150_000 });

    const response = await report(order.cookie, {
      order_id: order.orderId,
      payment_method_id: 1,
      bank_account: accountId,
    });

    expect(response.statusCode).toBe(400);
    expect(response.json<FieldError>().error.params?.map((param) => param.param)).toEqual([
      'slip',
      'transfer_amount',
      'bank_code',
      'transfer_datetime',
      'time',
    ]);
    expect(response.json<FieldError>().error.params?.[0]?.message).toBe(
      'Please upload the transfer evidence',
    );
    expect(await orderStatus(t.db, order.orderId)).toBe('notYetReceived');
    expect(await attemptsOf(t.db, order.orderId)).toHaveLength(0);
  });

  it('checks the destination account on its own field, in the buyer language', async () => {
    const order = await orderToPay(t.app, t.db, { methodId: 1 });
    const slip = await uploadSlip(t.app, order.cookie);

    const response = await report(
      order.cookie,
      { ...validReport(order.orderId, slip), bank_account: null },
      'th',
    );

    expect(response.json<FieldError>().error.params).toEqual([
      { param: 'bank_account', message: 'กรุณาเลือกบัญชีที่โอนเข้า' },
    ]);
  });

  it("refuses another buyer's slip, an unknown bank and a transfer in the future", async () => {
    const order = await orderToPay(t.app, t.db, { methodId: 1 });
    const stranger = await orderToPay(t.app, t.db, { methodId: 1 });
    const foreignSlip = await uploadSlip(t.app, stranger.cookie);

    const response = await report(order.cookie, {
      ...validReport(order.orderId, foreignSlip),
      bank_code: 'NOPE',
      transfer_datetime: '2099-01-01',
    });

    expect(response.json<FieldError>().error.params?.map((param) => param.param)).toEqual([
      'bank_code',
      'transfer_datetime',
      'slip',
    ]);
    expect(await orderStatus(t.db, order.orderId)).toBe('notYetReceived');
  });

  it('records the report, waits for an administrator, and mails the buyer once', async () => {
    const order = await orderToPay(t.app, t.db, { methodId: 1, price: 150_000 });
    const slip = await uploadSlip(t.app, order.cookie);

    const response = await report(order.cookie, validReport(order.orderId, slip));

    const answer = response.json<{ orderPaymentId: number; order_token: string }>();
    expect(response.statusCode).toBe(200);
    expect(answer.order_token.length).toBeGreaterThan(10);
    expect(await orderStatus(t.db, order.orderId)).toBe('pendingApproved');
    expect(await attemptsOf(t.db, order.orderId)).toMatchObject([
      { id: answer.orderPaymentId, state: 'pending', provider: 'bank_transfer' },
    ]);
    const [saved] = await t.db
      .select()
      .from(bankTransferReports)
      .where(eq(bankTransferReports.orderId, order.orderId));
    expect(saved).toMatchObject({ bankCode: 'KBANK', transferAmount: 150_000, slipFileName: slip });
    expect(saved?.transferredAt.toISOString()).toBe('2026-01-15T02:30:00.000Z');
    // Spec 2's client asks for the mail after the report; the report already queued it.
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/send/to/email/paymentorder',
      headers: { cookie: order.cookie },
      payload: { orderId: order.orderId, email: 'someone-else@example.com', fullname: 'X' },
    });
    expect(again.json()).toEqual({ success: true, queued: false });
    const mails = (await deliverAndReadMail(t.db, dataDir)).filter((mail) =>
      mail.subject.includes(`#${String(order.orderId)}`),
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toContain('Payment received');
    expect(mails[0]?.text).toContain('KBANK, 1,500.00 THB, 2026-01-15 09:30:00');
    const second = await report(order.cookie, validReport(order.orderId, slip));
    expect(second.json()).toMatchObject({ error: { code: 'ORDER_NOT_PENDING' } });
  });

  it("mails only the caller's own orders", async () => {
    const order = await orderToPay(t.app, t.db, { methodId: 1 });
    const stranger = await orderToPay(t.app, t.db, { methodId: 1 });

    const response = await t.app.inject({
      method: 'POST',
      url: '/api/send/to/email/paymentorder',
      headers: { cookie: stranger.cookie },
      payload: { orderId: order.orderId },
    });

    expect(response.statusCode).toBe(404);
  });

  it('accepts a report without a slip when the shop does not ask for one', async () => {
    await setSettings(t.db, { slip: 0 });
    const order = await orderToPay(t.app, t.db, { methodId: 1 });

    const response = await report(order.cookie, validReport(order.orderId, null));

    expect(response.statusCode).toBe(200);
    await setSettings(t.db, { slip: 1 });
  });

  it('shows a slip to its uploader and the administrators only, never cached', async () => {
    const order = await orderToPay(t.app, t.db, { methodId: 1 });
    const stranger = await orderToPay(t.app, t.db, { methodId: 1 });
    const slip = await uploadSlip(t.app, order.cookie);
    const adminCookie = await sessionCookieFor(t.db, (await insertUser(t.db, { roles: ['admin'] })).id);

    const own = await t.app.inject({
      method: 'GET',
      url: `/uploads/${slip}`,
      headers: { cookie: order.cookie },
    });
    const byAdmin = await t.app.inject({
      method: 'GET',
      url: `/uploads/${slip}`,
      headers: { cookie: adminCookie },
    });
    const byStranger = await t.app.inject({
      method: 'GET',
      url: `/uploads/${slip}`,
      headers: { cookie: stranger.cookie },
    });
    const byVisitor = await t.app.inject({ method: 'GET', url: `/uploads/${slip}` });

    expect([own.statusCode, byAdmin.statusCode, byStranger.statusCode, byVisitor.statusCode]).toEqual([
      200, 200, 404, 404,
    ]);
    expect(own.headers['cache-control']).toBe('private, no-store');
  });
});

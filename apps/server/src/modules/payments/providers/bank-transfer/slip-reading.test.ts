import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bankAccounts, bankTransferReports } from '../../../../db/tables';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app';
import { insertUser } from '../../../../test/factories';
import {
  attemptsOf,
  insertPaymentMethodsForPayments,
  orderStatus,
  orderToPay,
  type OrderToPay,
} from '../../../../test/payment-fixtures';
import { makeDataDir, removeDataDir } from '../../../../test/read-mail';
import { sessionCookieFor } from '../../../../test/sessions';
import { setSettings } from '../../../../test/settings';
import { pictureWithoutQr, slipImage, slipQrText, SLIP_LAYOUTS } from '../../../../test/slip-images';
import { uploadSlip } from '../../../../test/slip-upload';

/** A PromptPay payment QR (the shop's own, say): a QR, but not a slip's. */
const PAYMENT_QR = '00020101021129370016A000000677010111011300668012345675802TH530376463046197';

describe("reading a transfer slip's QR when the buyer reports the transfer", () => {
  let t: TestApp;
  let dataDir: string;
  let accountId: number;
  let adminCookie: string;
  let serial = 0;

  beforeAll(async () => {
    dataDir = await makeDataDir();
    t = await buildTestApp({ DATA_DIR: dataDir });
    await insertPaymentMethodsForPayments(t.db);
    await setSettings(t.db, { slip: 1 });
    accountId = (await t.db.select().from(bankAccounts))[0]?.id ?? 0;
    const admin = await insertUser(t.db, { roles: ['admin'] });
    adminCookie = await sessionCookieFor(t.db, admin.id);
  });
  afterAll(async () => {
    await t.close();
    await removeDataDir(dataDir);
  });

  /** A reference no other test uses: the shop remembers every reference it has seen. */
  const newReference = () =>
    `20261127${String(Date.now() % 1_000_000)}${String((serial += 1)).padStart(4, '0')}`;

  const report = (order: OrderToPay, slip: string) =>
    t.app.inject({
      method: 'POST',
      url: '/private/payment/report',
      headers: { cookie: order.cookie, 'accept-language': 'en' },
      payload: {
        order_id: order.orderId,
        payment_method_id: 1,
        bank_account: accountId,
        bank_code: 'KBANK',
        transfer_datetime: '2026-01-15',
        time: '10:00:00',
        transfer_amount: String(order.total / 100),
        slip,
      },
    });

  const reportsOf = (orderId: number) =>
    t.db
      .select({
        slipQrStatus: bankTransferReports.slipQrStatus,
        slipBank: bankTransferReports.slipBank,
        slipReference: bankTransferReports.slipReference,
      })
      .from(bankTransferReports)
      .where(eq(bankTransferReports.orderId, orderId));

  it('keeps the sending bank and the reference read from the slip with the report', async () => {
    const order = await orderToPay(t.app, t.db, { methodId: 1 });
    const reference = newReference();
    const slip = await uploadSlip(
      t.app,
      order.cookie,
      await slipImage(slipQrText('004', reference), SLIP_LAYOUTS[1]),
    );

    const response = await report(order, slip);

    expect(response.statusCode).toBe(200);
    expect(await reportsOf(order.orderId)).toEqual([
      { slipQrStatus: 'read', slipBank: '004', slipReference: reference },
    ]);
    expect(await orderStatus(t.db, order.orderId)).toBe('pendingApproved');
    const adminView = await t.app.inject({
      method: 'GET',
      url: `/api/admin/orders/${String(order.orderId)}`,
      headers: { cookie: adminCookie },
    });
    expect(adminView.json()).toMatchObject({
      data: { transfer_reports: [{ slip_qr: { status: 'read', bank_code: 'KBANK', reference } }] },
    });
  });

  it('refuses a slip already used for another order, and changes nothing', async () => {
    const first = await orderToPay(t.app, t.db, { methodId: 1 });
    const second = await orderToPay(t.app, t.db, { methodId: 1 });
    const picture = await slipImage(slipQrText('014', newReference()));
    expect((await report(first, await uploadSlip(t.app, first.cookie, picture))).statusCode).toBe(200);

    const response = await report(second, await uploadSlip(t.app, second.cookie, picture));

    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ error: { code: 'SLIP_ALREADY_USED' } });
    expect(await orderStatus(t.db, second.orderId)).toBe('notYetReceived');
    expect(await attemptsOf(t.db, second.orderId)).toHaveLength(0);
    expect(await reportsOf(second.orderId)).toEqual([]);
  });

  it('takes the same slip again for the same order after the shop sent the report back', async () => {
    const order = await orderToPay(t.app, t.db, { methodId: 1 });
    const picture = await slipImage(slipQrText('025', newReference()), SLIP_LAYOUTS[2]);
    expect((await report(order, await uploadSlip(t.app, order.cookie, picture))).statusCode).toBe(200);
    const sentBack = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${String(order.orderId)}/reject`,
      headers: { cookie: adminCookie },
      payload: { reason: 'Please type the amount you transferred' },
    });
    expect(sentBack.statusCode).toBe(200);

    const again = await report(order, await uploadSlip(t.app, order.cookie, picture));

    expect(again.statusCode).toBe(200);
    expect(await reportsOf(order.orderId)).toHaveLength(2);
  });

  it("refuses a picture whose QR code is not a slip's, and changes nothing", async () => {
    const order = await orderToPay(t.app, t.db, { methodId: 1 });
    const slip = await uploadSlip(t.app, order.cookie, await slipImage(PAYMENT_QR));

    const response = await report(order, slip);

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: { code: 'SLIP_QR_NOT_A_SLIP' } });
    expect(await orderStatus(t.db, order.orderId)).toBe('notYetReceived');
    expect(await reportsOf(order.orderId)).toEqual([]);
  });

  it('refuses a slip QR whose checksum does not match (altered), and changes nothing', async () => {
    const order = await orderToPay(t.app, t.db, { methodId: 1 });
    const reference = newReference();
    const genuine = slipQrText('004', reference);
    // Another reference typed over the genuine one, the genuine checksum left in place.
    const altered = `${slipQrText('004', `${reference.slice(0, -1)}X`).slice(0, -4)}${genuine.slice(-4)}`;
    const slip = await uploadSlip(t.app, order.cookie, await slipImage(altered));

    const response = await report(order, slip);

    expect(response.json()).toMatchObject({ error: { code: 'SLIP_QR_CHECKSUM_MISMATCH' } });
    expect(await orderStatus(t.db, order.orderId)).toBe('notYetReceived');
  });

  it('takes a picture without a slip QR for an administrator to compare by hand, marked so', async () => {
    const order = await orderToPay(t.app, t.db, { methodId: 1 });
    const slip = await uploadSlip(t.app, order.cookie, await pictureWithoutQr());

    const response = await report(order, slip);

    expect(response.statusCode).toBe(200);
    expect(await reportsOf(order.orderId)).toEqual([
      { slipQrStatus: 'no_qr', slipBank: null, slipReference: null },
    ]);
  });

  it('lets exactly one of two orders have a slip reported for both at the same moment', async () => {
    const orders = await Promise.all([
      orderToPay(t.app, t.db, { methodId: 1 }),
      orderToPay(t.app, t.db, { methodId: 1 }),
    ]);
    const picture = await slipImage(slipQrText('004', newReference()));
    const slips = await Promise.all(orders.map((order) => uploadSlip(t.app, order.cookie, picture)));

    const answers = await Promise.all(orders.map((order, index) => report(order, slips[index] ?? '')));

    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const statuses = await Promise.all(orders.map((order) => orderStatus(t.db, order.orderId)));
    expect(statuses.sort()).toEqual(['notYetReceived', 'pendingApproved']);
  });
});

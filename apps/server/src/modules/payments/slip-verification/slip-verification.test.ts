import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bankAccounts, bankTransferReports, orderEvents } from '../../../db/tables';
import { buildListeningTestApp, type ListeningTestApp } from '../../../test/listening-test-app';
import {
  insertPaymentMethodsForPayments,
  orderStatus,
  orderToPay,
  type OrderToPay,
} from '../../../test/payment-fixtures';
import { makeDataDir, removeDataDir } from '../../../test/read-mail';
import { setSettings } from '../../../test/settings';
import { signedInAdmin } from '../../settings/admin/settings-test-kit';
import { slipImage, slipQrText } from '../../../test/slip-images';
import { uploadSlip } from '../../../test/slip-upload';

const SHOP_ACCOUNT = '123-4-56789-0';
const ORDER_TOTAL = 105_930;

describe('a reported slip checked by the verification service (EasySlip sandbox)', () => {
  let t: ListeningTestApp;
  let dataDir: string;
  let accountId: number;
  let serial = 0;

  beforeAll(async () => {
    dataDir = await makeDataDir();
    t = await buildListeningTestApp({
      DATA_DIR: dataDir,
      SLIP_VERIFICATION: 'auto',
      SLIP_VERIFICATION_WAIT_MS: '1500',
    });
    await insertPaymentMethodsForPayments(t.db);
    await setSettings(t.db, { slip: 1 });
    const [account] = await t.db.update(bankAccounts).set({ accountId: SHOP_ACCOUNT }).returning();
    accountId = account?.id ?? 0;
  });
  beforeEach(() => t.sandbox.reset());
  afterAll(async () => {
    await t.close();
    await removeDataDir(dataDir);
  });

  /** A reference no other test uses. */
  const newReference = () =>
    `2026112800${String(Date.now() % 100_000)}${String((serial += 1)).padStart(3, '0')}`;

  /** The sandbox's bank records a transfer; by default the right one for an order made just now. */
  const bankRecords = (reference: string, change: Record<string, unknown> = {}) =>
    t.sandbox.call('POST', '/__control/easyslip/transfers', {
      bank: '004',
      reference,
      amount: ORDER_TOTAL,
      date: new Date(Date.now() + 60_000).toISOString(),
      receiver_account: SHOP_ACCOUNT,
      ...change,
    });

  const reportSlip = async (order: OrderToPay, reference: string) => {
    const slip = await uploadSlip(t.app, order.cookie, await slipImage(slipQrText('004', reference)));
    return t.app.inject({
      method: 'POST',
      url: '/private/payment/report',
      headers: { cookie: order.cookie },
      payload: {
        order_id: order.orderId,
        payment_method_id: 1,
        bank_account: accountId,
        bank_code: 'KBANK',
        transfer_datetime: new Date().toISOString().slice(0, 10),
        time: '00:00:00',
        transfer_amount: String(order.total / 100),
        slip,
      },
    });
  };

  const reportOf = async (orderId: number) =>
    (await t.db.select().from(bankTransferReports).where(eq(bankTransferReports.orderId, orderId)))[0];

  it('approves the order at once, through the approval path, recorded as approved by verification', async () => {
    const order = await orderToPay(t.app, t.db, { methodId: 1, price: ORDER_TOTAL });
    const reference = newReference();
    await bankRecords(reference);

    const answer = await reportSlip(order, reference);

    expect(answer.json()).toMatchObject({ success: true, verification: 'approved' });
    expect(await orderStatus(t.db, order.orderId)).toBe('approved');
    expect(await reportOf(order.orderId)).toMatchObject({
      verificationStatus: 'approved',
      verificationReason: null,
      verificationDetails: { checks: { account: true, amount: true, date: true }, slip_amount: ORDER_TOTAL },
    });
    const events = await t.db.select().from(orderEvents).where(eq(orderEvents.orderId, order.orderId));
    expect(events.at(-1)).toMatchObject({ toStatus: 'approved', actor: 'system', actorUserId: null });
  });

  it.each([
    ['a smaller amount', { amount: 99_000 }, 'amount_mismatch', { amount: false }],
    ['another account', { receiver_account: '999-9-99999-9' }, 'other_account', { account: false }],
    [
      'a date before the order',
      { date: new Date(Date.now() - 3_600_000).toISOString() },
      'dated_before_order',
      { date: false },
    ],
  ])(
    'sends a slip with %s to review with its reason, the order untouched',
    async (_name, change, reason, failed) => {
      const order = await orderToPay(t.app, t.db, { methodId: 1, price: ORDER_TOTAL });
      const reference = newReference();
      await bankRecords(reference, change);

      const answer = await reportSlip(order, reference);

      expect(answer.json()).toMatchObject({ success: true, verification: 'review' });
      expect(await orderStatus(t.db, order.orderId)).toBe('pendingApproved');
      expect(await reportOf(order.orderId)).toMatchObject({
        verificationStatus: 'review',
        verificationReason: reason,
        verificationDetails: {
          checks: { account: true, amount: true, date: true, ...failed },
          order_amount: ORDER_TOTAL,
        },
      });
    },
  );

  it('shows the reviewer the failed check beside the order’s amount and the shop’s accounts', async () => {
    const admin = await signedInAdmin(t.db);
    const order = await orderToPay(t.app, t.db, { methodId: 1, price: ORDER_TOTAL });
    const reference = newReference();
    await bankRecords(reference, { amount: 99_000 });
    await reportSlip(order, reference);

    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/admin/orders/${String(order.orderId)}`,
      headers: { cookie: admin.cookie },
    });

    expect(detail.json()).toMatchObject({
      data: {
        transfer_reports: [
          {
            slip_verification: {
              status: 'review',
              reason: 'amount_mismatch',
              service: 'easyslip',
              checks: { account: true, amount: false, date: true },
              slip_amount: 99_000,
              order_amount: ORDER_TOTAL,
              receiver_account: 'xxx-x-xx789-0',
            },
          },
        ],
      },
    });
    const compared = detail.json<{
      data: { transfer_reports: { slip_verification: { shop_accounts: { account_id: string }[] } }[] };
    }>().data.transfer_reports[0]?.slip_verification.shop_accounts;
    expect(compared?.map((account) => account.account_id)).toContain(SHOP_ACCOUNT);
  });

  it('sends a slip the service does not know to review as not found', async () => {
    const order = await orderToPay(t.app, t.db, { methodId: 1, price: ORDER_TOTAL });

    const answer = await reportSlip(order, newReference());

    expect(answer.json()).toMatchObject({ verification: 'review' });
    expect(await reportOf(order.orderId)).toMatchObject({
      verificationStatus: 'review',
      verificationReason: 'not_found',
    });
    expect(await orderStatus(t.db, order.orderId)).toBe('pendingApproved');
  });

  it('sends a slip the service verified before (for someone else) to review as a duplicate', async () => {
    const order = await orderToPay(t.app, t.db, { methodId: 1, price: ORDER_TOTAL });
    const reference = newReference();
    await bankRecords(reference);
    const elsewhere = await fetch(
      `${t.baseUrl}/sandbox/easyslip/api/v1/verify?checkDuplicate=true&payload=${encodeURIComponent(slipQrText('004', reference))}`,
      { headers: { authorization: 'Bearer shop-sandbox-easyslip-key' } },
    );
    expect(elsewhere.status).toBe(200);

    await reportSlip(order, reference);

    expect(await reportOf(order.orderId)).toMatchObject({
      verificationStatus: 'review',
      verificationReason: 'duplicate',
    });
    expect(await orderStatus(t.db, order.orderId)).toBe('pendingApproved');
  });

  it.each(['timeout', '500'] as const)(
    'keeps the report in review when the service fails (%s): nothing is lost',
    async (mode) => {
      const order = await orderToPay(t.app, t.db, { methodId: 1, price: ORDER_TOTAL });
      const reference = newReference();
      await bankRecords(reference);
      await t.sandbox.fault({ route: 'GET /easyslip/api/v1/verify', mode, delayMs: 5_000 });

      const answer = await reportSlip(order, reference);

      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toMatchObject({ success: true, verification: 'review' });
      expect(await reportOf(order.orderId)).toMatchObject({
        verificationStatus: 'review',
        verificationReason: 'service_unavailable',
        slipReference: reference,
      });
      expect(await orderStatus(t.db, order.orderId)).toBe('pendingApproved');
    },
  );

  it('counts on the dashboard the slips approved automatically, sent to review and refused as duplicates', async () => {
    const admin = await signedInAdmin(t.db);
    type Counts = { approved_automatically: number; sent_to_review: number; refused_as_duplicates: number };
    const counts = async () =>
      (
        await t.app.inject({ method: 'GET', url: '/api/admin/dashboard', headers: { cookie: admin.cookie } })
      ).json<{ data: { slip_checks_this_month: Counts } }>().data.slip_checks_this_month;
    const before = await counts();
    const paid = await orderToPay(t.app, t.db, { methodId: 1, price: ORDER_TOTAL });
    const reference = newReference();
    await bankRecords(reference);
    await reportSlip(paid, reference);
    await reportSlip(await orderToPay(t.app, t.db, { methodId: 1, price: ORDER_TOTAL }), newReference());

    const again = await reportSlip(
      await orderToPay(t.app, t.db, { methodId: 1, price: ORDER_TOTAL }),
      reference,
    );

    expect(again.json()).toMatchObject({ error: { code: 'SLIP_ALREADY_USED' } });
    expect(await counts()).toEqual({
      approved_automatically: before.approved_automatically + 1,
      sent_to_review: before.sent_to_review + 1,
      refused_as_duplicates: before.refused_as_duplicates + 1,
    });
  });
});

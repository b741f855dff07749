import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { insertPaymentMethods } from '../../../../test/commerce-factories';
import { buildListeningTestApp, type ListeningTestApp } from '../../../../test/listening-test-app';
import {
  attemptsOf,
  enrolmentsOf,
  eventually,
  orderStatus,
  orderToPay,
  type OrderToPay,
} from '../../../../test/payment-fixtures';
import { reconcileOpenPayments } from '../../payment-reconciler';
import { checkNow, createScbQr, scbSandbox, type ScbQrAnswer } from './scb-test-fixtures';

const MINUTE = 60_000;

describe('paying by SCB QR (method 4)', () => {
  let t: ListeningTestApp;
  let scb: ReturnType<typeof scbSandbox>;
  beforeAll(async () => {
    t = await buildListeningTestApp();
    scb = scbSandbox(t);
    await insertPaymentMethods(t.db, [1, 4]);
  });
  beforeEach(async () => {
    await t.sandbox.reset();
  });
  afterAll(async () => {
    await t.close();
  });

  /** An order with an SCB QR open, and the QR's ref1 at SCB. */
  const openQr = async (price?: number) => {
    const order = await orderToPay(t.app, t.db, { methodId: 4, ...(price ? { price } : {}) });
    const answer = (await createScbQr(t.app, order)).json<ScbQrAnswer>();
    const [qr] = await scb.qrsOf(order);
    return { order, answer, ref1: qr?.ref1 ?? '' };
  };
  const latestAttempt = async (order: OrderToPay) => (await attemptsOf(t.db, order.orderId)).at(-1);

  it("answers spec 2's code 1000 with SCB's QR image, good for 15 minutes and one payment of the order amount", async () => {
    const startedAt = Date.now();
    const { order, answer, ref1 } = await openQr(150_000);

    expect(answer.status).toEqual({ code: 1000, description: 'Success' });
    expect(Buffer.from(answer.data.qrImage, 'base64').subarray(1, 4).toString()).toBe('PNG');
    expect(answer.data.csExtExpiryTime).toBe('15');
    const expiresIn = Date.parse(answer.data.expires_at) - startedAt;
    expect(expiresIn).toBeGreaterThan(14 * MINUTE);
    expect(expiresIn).toBeLessThanOrEqual(15 * MINUTE + 5_000);
    expect(ref1).toMatch(
      new RegExp(`^O${String(order.orderId)}A${String(answer.data.orderPaymentId)}D\\d{6}$`),
    );
    expect(await scb.qr(ref1)).toMatchObject({
      amount: '1500.00',
      number_of_times: 1,
      status: 'open',
      expires_at: new Date(Math.floor(Date.parse(answer.data.expires_at) / 1000) * 1000).toISOString(),
    });
    const poll = await t.app.inject({
      method: 'GET',
      url: `/private/orders/${String(order.orderId)}`,
      headers: { cookie: order.cookie },
    });
    expect(poll.json()).toMatchObject({
      data: {
        payment_status: 'notYetReceived',
        latest_payment: {
          state: 'pending',
          next_action: { type: 'qr', image_url: `data:image/png;base64,${answer.data.qrImage}` },
        },
      },
    });
  });

  it("approves the order once SCB confirms the payment and SCB's inquiry finds it", async () => {
    const { order, ref1 } = await openQr();

    await scb.pay(ref1);

    await eventually(async () => (await orderStatus(t.db, order.orderId)) === 'approved');
    expect(await enrolmentsOf(t.db, order.userId, order.courseId)).toHaveLength(1);
    expect((await latestAttempt(order))?.state).toBe('succeeded');
    const calls = (await scb.requests()).map(
      (request) => `${request.method} ${request.url.split('?')[0] ?? ''}`,
    );
    expect(calls).toContain('GET /sandbox/scb/v1/payment/billpayment/inquiry');
  });

  it("fails with SCB's code when SCB refuses the QR, and the order stays payable", async () => {
    const order = await orderToPay(t.app, t.db, { methodId: 4 });
    await scb.refuseNextQr({ code: 4101, description: 'Biller suspended' });

    const refused = await createScbQr(t.app, order);

    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      error: { code: 'PAYMENT_METHOD_NOT_AVAILABLE', result: { code: '4101' } },
    });
    expect(await latestAttempt(order)).toMatchObject({ state: 'failed', failureCode: '4101' });
    expect(await orderStatus(t.db, order.orderId)).toBe('notYetReceived');
    expect((await createScbQr(t.app, order)).json<ScbQrAnswer>().status.code).toBe(1000);
  });

  it.each([
    ['a 500', { mode: '500' as const }],
    ['a time-out', { mode: 'timeout' as const, delayMs: 4_000 }],
    ['a dropped connection', { mode: 'drop' as const }],
  ])(
    'answers PAYMENT_PROVIDER_UNAVAILABLE when QR create fails with %s, and the order stays payable',
    async (_name, fault) => {
      const order = await orderToPay(t.app, t.db, { methodId: 4 });
      await t.sandbox.fault({ route: 'POST /scb/v2/payment/qrcode/create', ...fault });

      const response = await createScbQr(t.app, order);

      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ error: { code: 'PAYMENT_PROVIDER_UNAVAILABLE' } });
      expect(await latestAttempt(order)).toMatchObject({
        state: 'failed',
        failureCode: 'provider_unavailable',
      });
      expect(await orderStatus(t.db, order.orderId)).toBe('notYetReceived');
      expect((await createScbQr(t.app, order)).json<ScbQrAnswer>().status.code).toBe(1000);
    },
  );

  it('expires the QR when nobody pays it in time, and the order stays payable with a new QR', async () => {
    const { order } = await openQr();

    await reconcileOpenPayments(t.app.payments, new Date(Date.now() + 16 * MINUTE));

    expect((await latestAttempt(order))?.state).toBe('expired');
    expect(await orderStatus(t.db, order.orderId)).toBe('notYetReceived');
    expect((await createScbQr(t.app, order)).json<ScbQrAnswer>().status.code).toBe(1000);
  });

  it('settles a payment made just before the end, found by the last inquiry at expiry', async () => {
    const { order, ref1 } = await openQr();
    await scb.confirmations({ enabled: false });
    await scb.pay(ref1);

    await reconcileOpenPayments(t.app.payments, new Date(Date.now() + 16 * MINUTE));

    expect((await latestAttempt(order))?.state).toBe('succeeded');
    expect(await orderStatus(t.db, order.orderId)).toBe('approved');
  });

  it('is settled by the reconciler when the confirmation is lost', async () => {
    const { order, ref1 } = await openQr();
    await scb.confirmations({ enabled: false });
    await scb.pay(ref1);

    await reconcileOpenPayments(t.app.payments, new Date(Date.now() + 2 * MINUTE));

    expect(await orderStatus(t.db, order.orderId)).toBe('approved');
  });

  it('flags another amount for an administrator and fulfils nothing', async () => {
    const { order, ref1 } = await openQr(150_000);

    await scb.pay(ref1, { amount: 149_900 });

    await eventually(async () => (await latestAttempt(order))?.state === 'flagged');
    expect((await latestAttempt(order))?.flagReason).toBe('amount_mismatch');
    expect(await orderStatus(t.db, order.orderId)).toBe('notYetReceived');
    expect(await enrolmentsOf(t.db, order.userId, order.courseId)).toHaveLength(0);
  });

  it('keeps watching the previous QR when the buyer asks for a new one, until its own expiry', async () => {
    const { order } = await openQr();

    await createScbQr(t.app, order);

    // Banks honour an SCB QR until its expiryDate: the shop keeps asking about it until then.
    expect((await attemptsOf(t.db, order.orderId)).map((attempt) => attempt.state)).toEqual([
      'pending',
      'pending',
    ]);
    expect(await scb.qrsOf(order)).toHaveLength(2);
  });

  it('shows "processing" on the return screen until SCB has the money, and never a success it cannot prove', async () => {
    const { order, answer, ref1 } = await openQr();
    await scb.confirmations({ enabled: false });

    const before = await checkNow(t.app, order, answer.data.orderPaymentId);

    expect(before.json()).toMatchObject({
      payment_status: 'notYetReceived',
      latest_payment: { state: 'pending' },
    });
    await scb.pay(ref1);
    const after = await checkNow(t.app, order, answer.data.orderPaymentId);
    expect(after.json()).toMatchObject({
      payment_status: 'approved',
      latest_payment: { state: 'succeeded' },
    });
  });
});

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { insertPaymentMethods } from '../../../../test/commerce-factories';
import { buildListeningTestApp, type ListeningTestApp } from '../../../../test/listening-test-app';
import {
  attemptsOf,
  enrolmentsOf,
  eventually,
  orderStatus,
  orderToPay,
} from '../../../../test/payment-fixtures';
import { listPaymentLogs } from '../../payment-attempts.repository';
import { reconcileOpenPayments } from '../../payment-reconciler';
import { createGbQr, gbControl, type GbQrAnswer } from './gbprime-test-kit';

const MINUTE = 60_000;
const later = (ms: number) => new Date(Date.now() + ms);

describe('paying by PromptPay with GB Prime Pay (method 12)', () => {
  let t: ListeningTestApp;
  let gb: ReturnType<typeof gbControl>;
  beforeAll(async () => {
    t = await buildListeningTestApp();
    gb = gbControl(t.baseUrl);
    await insertPaymentMethods(t.db, [1, 11, 12]);
  });
  beforeEach(async () => {
    await t.sandbox.reset();
  });
  afterAll(async () => {
    await t.close();
  });

  const openQr = async (price = 150_000) => {
    const order = await orderToPay(t.app, t.db, { methodId: 12, price });
    const response = await createGbQr(t.app, order);
    return { order, answer: response.json<GbQrAnswer>() };
  };
  const latest = async (orderId: number) => (await attemptsOf(t.db, orderId)).at(-1);

  it("shows GB's PromptPay payload as a QR image for the exact amount, good for 15 minutes", async () => {
    const started = Date.now();
    const { order, answer } = await openQr(49_950);

    expect(answer.data.qr_image).toMatch(/^data:image\/png;base64,/);
    const expiresIn = new Date(answer.data.expires_at ?? 0).getTime() - started;
    expect(expiresIn).toBeGreaterThan(14 * MINUTE);
    expect(expiresIn).toBeLessThanOrEqual(15 * MINUTE + 5_000);
    const create = (await gb.requests()).find((request) => request.url.endsWith('/v3/qrcode/text'));
    const form = new URLSearchParams(create?.body ?? '');
    expect(form.get('amount')).toBe('499.50');
    expect(form.get('referenceNo')).toBe(answer.data.reference_no);
    expect(form.get('backgroundUrl')).toBe(`${t.baseUrl}/webhook/payment/gbprime`);
    expect(await gb.transaction(answer.data.reference_no)).toMatchObject({ status: 'G', amount: 49_950 });
    expect(await orderStatus(t.db, order.orderId)).toBe('notYetReceived');
    // The customer key GB takes in the form never reaches the attempt's log.
    const logs = JSON.stringify(await listPaymentLogs(t.db, answer.orderPaymentId));
    expect(logs).toContain('[customer key]');
    expect(logs).not.toContain('CustomerToken');
  });

  // Not the file's last test: an aborted provider call can leave undici a spare connection that keeps
  // the server's close() waiting for its headers timeout; later tests' calls use it up.
  it.each([
    ['500', { mode: '500' as const }],
    ['time-out', { mode: 'timeout' as const, delayMs: 4_000 }],
  ])('answers a clear error when GB fails with a %s, and the order stays payable', async (_name, fault) => {
    const order = await orderToPay(t.app, t.db, { methodId: 12 });
    await t.sandbox.fault({ route: 'POST /gbprime/v3/qrcode/text', ...fault });

    const response = await createGbQr(t.app, order);

    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ error: { code: 'PAYMENT_PROVIDER_UNAVAILABLE' } });
    expect((await createGbQr(t.app, order)).statusCode).toBe(200);
  });

  it('approves the order after the bank pays, only once the status inquiry confirms the background post', async () => {
    const { order, answer } = await openQr();

    await gb.succeed(answer.data.reference_no);

    await eventually(async () => (await orderStatus(t.db, order.orderId)) === 'approved');
    expect(await enrolmentsOf(t.db, order.userId, order.courseId)).toHaveLength(1);
    const logs = await listPaymentLogs(t.db, answer.orderPaymentId);
    const order_ = logs.map((log) => `${log.kind} ${log.summary}`);
    const notified = order_.findIndex((line) => line.startsWith('notification background Q 00'));
    const asked = order_.indexOf('request POST /v1/check_status_txn');
    const settled = order_.findIndex((line) => line.startsWith('decision settled'));
    expect(notified).toBeGreaterThanOrEqual(0);
    expect(asked).toBeGreaterThan(notified);
    expect(settled).toBeGreaterThan(asked);
  });

  it('fails the QR with the reason when the bank declines it, and the order stays payable', async () => {
    const { order, answer } = await openQr();

    await gb.fail(answer.data.reference_no, '05');

    await eventually(async () => (await latest(order.orderId))?.state === 'failed');
    expect(await orderStatus(t.db, order.orderId)).toBe('notYetReceived');
  });

  it('expires a QR nobody paid once its 15 minutes are over, after one last question to GB', async () => {
    const { order, answer } = await openQr();
    await gb.expire(answer.data.reference_no);

    await reconcileOpenPayments(t.app.payments, later(16 * MINUTE));

    expect(await latest(order.orderId)).toMatchObject({ state: 'expired' });
    expect(await orderStatus(t.db, order.orderId)).toBe('notYetReceived');
    const second = (await createGbQr(t.app, order)).json<GbQrAnswer>();
    expect(second.data.reference_no).not.toBe(answer.data.reference_no);
  });

  it('settles a QR paid at the last moment rather than expiring it', async () => {
    const { order, answer } = await openQr();
    await gb.webhooks(false);
    await gb.succeed(answer.data.reference_no);

    await reconcileOpenPayments(t.app.payments, later(16 * MINUTE));

    expect(await orderStatus(t.db, order.orderId)).toBe('approved');
  });

  it('is settled by the reconciler when the background post is lost', async () => {
    const { order, answer } = await openQr();
    await gb.webhooks(false);
    await gb.succeed(answer.data.reference_no);
    expect(await orderStatus(t.db, order.orderId)).toBe('notYetReceived');

    await reconcileOpenPayments(t.app.payments, later(2 * MINUTE));

    expect(await orderStatus(t.db, order.orderId)).toBe('approved');
  });

  it('keeps asking later while GB does not answer its status inquiry', async () => {
    const { order, answer } = await openQr();
    await gb.webhooks(false);
    await gb.succeed(answer.data.reference_no);
    await t.sandbox.fault({ route: 'POST /gbprime/v1/check_status_txn', mode: '500' });

    await reconcileOpenPayments(t.app.payments, later(2 * MINUTE));

    expect(await latest(order.orderId)).toMatchObject({ state: 'pending' });
    await reconcileOpenPayments(t.app.payments, later(10 * MINUTE));
    expect(await orderStatus(t.db, order.orderId)).toBe('approved');
  });

  it('flags money of another amount for an administrator and fulfils nothing', async () => {
    const { order, answer } = await openQr(150_000);

    await gb.succeed(answer.data.reference_no, { amount: 100_000 });

    await eventually(async () => (await latest(order.orderId))?.state === 'flagged');
    expect((await latest(order.orderId))?.flagReason).toBe('amount_mismatch');
    expect(await orderStatus(t.db, order.orderId)).toBe('notYetReceived');
    expect(await enrolmentsOf(t.db, order.userId, order.courseId)).toHaveLength(0);
  });

  it('keeps watching the older QR when the buyer asks for a new one, as GB cannot withdraw it', async () => {
    const { order, answer } = await openQr();

    await createGbQr(t.app, order);

    expect((await attemptsOf(t.db, order.orderId)).map((attempt) => attempt.state)).toEqual([
      'pending',
      'pending',
    ]);
    // GB itself cannot cancel a QR: if the old one is paid after all, GB's word still pays the order.
    await gb.succeed(answer.data.reference_no);
    await eventually(async () => (await orderStatus(t.db, order.orderId)) === 'approved');
    expect((await attemptsOf(t.db, order.orderId))[0]?.state).toBe('succeeded');
  });
});

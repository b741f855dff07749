import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildListeningTestApp, type ListeningTestApp } from '../../../../test/listening-test-app';
import {
  attemptsOf,
  enrolmentsOf,
  eventually,
  orderStatus,
  timesEntered,
  type OrderToPay,
} from '../../../../test/payment-fixtures';
import { reconcileOpenPayments } from '../../payment-reconciler';
import { checkNow, insertTwoC2pMethods, openTwoC2pPayment, twoC2pControl } from './twoc2p-test-kit';

const HOUR = 3_600_000;

/**
 * Every 2C2P method leaves the payment open at 2C2P while the buyer is on its page: a card or an
 * installment plan being typed, a Thai QR waiting to be scanned. Every way such a payment ends is
 * tried on all three.
 */
describe.each([
  ['a card (method 3)', 3],
  ['an installment plan (method 10)', 10],
  ['a Thai QR (method 15)', 15],
])('an open 2C2P payment: %s', (_name, methodId) => {
  let t: ListeningTestApp;
  let control: ReturnType<typeof twoC2pControl>;
  beforeAll(async () => {
    t = await buildListeningTestApp();
    control = twoC2pControl(t.baseUrl);
    await insertTwoC2pMethods(t.db);
  });
  beforeEach(async () => {
    await t.sandbox.reset();
  });
  afterAll(async () => {
    await t.close();
  });

  const latestAttempt = async (order: OrderToPay) => (await attemptsOf(t.db, order.orderId)).at(-1);

  it('settles once 2C2P notifies the payment and its inquiry confirms it', async () => {
    const { order, invoiceNo } = await openTwoC2pPayment(t, methodId);
    expect(await orderStatus(t.db, order.orderId)).toBe('notYetReceived');

    await control.succeed(invoiceNo);

    await eventually(async () => (await orderStatus(t.db, order.orderId)) === 'approved');
    expect(await enrolmentsOf(t.db, order.userId, order.courseId)).toHaveLength(1);
  });

  it('fails with the decline code, leaving the order payable', async () => {
    const { order, invoiceNo } = await openTwoC2pPayment(t, methodId);

    await control.fail(invoiceNo, '4005');

    await eventually(async () => (await latestAttempt(order))?.state === 'failed');
    expect((await latestAttempt(order))?.failureCode).toBe('payment_rejected');
    expect(await orderStatus(t.db, order.orderId)).toBe('notYetReceived');
  });

  it('stays pending while 2C2P says pending, then settles when it is paid', async () => {
    const { order, invoiceNo } = await openTwoC2pPayment(t, methodId);
    await control.pending(invoiceNo);

    const { deliveries } = await control.webhook(invoiceNo);
    expect(deliveries[0]?.status).toBe(200);
    expect((await latestAttempt(order))?.state).toBe('pending');
    await control.succeed(invoiceNo);

    await eventually(async () => (await orderStatus(t.db, order.orderId)) === 'approved');
  });

  it('expires when 2C2P expires it (5009), leaving the order payable', async () => {
    const { order, invoiceNo } = await openTwoC2pPayment(t, methodId);

    await control.expire(invoiceNo);

    await eventually(async () => (await latestAttempt(order))?.state === 'expired');
    expect(await orderStatus(t.db, order.orderId)).toBe('notYetReceived');
  });

  it('is closed by the reconciler once its time is over and 2C2P still has no payment', async () => {
    const { order } = await openTwoC2pPayment(t, methodId);

    await reconcileOpenPayments(t.app.payments, new Date(Date.now() + HOUR));

    expect((await latestAttempt(order))?.state).toBe('expired');
    expect(await orderStatus(t.db, order.orderId)).toBe('notYetReceived');
  });

  it('settles once when the same notification comes three times', async () => {
    const { order, invoiceNo } = await openTwoC2pPayment(t, methodId);
    await control.webhooks(false);
    await control.succeed(invoiceNo);

    const { deliveries } = await control.webhook(invoiceNo, { times: 3 });

    expect(deliveries.map((delivery) => delivery.status)).toEqual([200, 200, 200]);
    expect(
      deliveries.map((delivery) => (JSON.parse(delivery.body) as { duplicate: boolean }).duplicate),
    ).toEqual([false, true, true]);
    expect(await timesEntered(t.db, order.orderId, 'approved')).toBe(1);
  });

  it('keeps a paid order paid when an old failure arrives afterwards', async () => {
    const { order, invoiceNo } = await openTwoC2pPayment(t, methodId);
    await control.succeed(invoiceNo);
    await eventually(async () => (await orderStatus(t.db, order.orderId)) === 'approved');

    // A stale, honestly signed notification saying the payment was declined.
    const { deliveries } = await control.webhook(invoiceNo, { respCode: '4051' });

    expect(deliveries[0]?.status).toBe(200);
    expect((await latestAttempt(order))?.state).toBe('succeeded');
    expect(await orderStatus(t.db, order.orderId)).toBe('approved');
    expect(await enrolmentsOf(t.db, order.userId, order.courseId)).toHaveLength(1);
  });

  it.each([['tamper' as const], ['wrong-key' as const]])(
    'refuses a notification forged by %s with 401 and changes nothing',
    async (variant) => {
      const { order, invoiceNo } = await openTwoC2pPayment(t, methodId);
      await control.webhooks(false);
      await control.succeed(invoiceNo);

      const { deliveries } = await control.webhook(invoiceNo, { variant });

      expect(deliveries[0]?.status).toBe(401);
      expect(await orderStatus(t.db, order.orderId)).toBe('notYetReceived');
    },
  );

  it('believes the inquiry, not the message: a signed notification claiming success pays nothing unpaid', async () => {
    const { order, invoiceNo } = await openTwoC2pPayment(t, methodId);

    const { deliveries } = await control.webhook(invoiceNo, { respCode: '0000' });

    expect(deliveries[0]?.status).toBe(200);
    expect(await orderStatus(t.db, order.orderId)).toBe('notYetReceived');
    expect((await latestAttempt(order))?.state).toBe('pending');
  });

  it('is settled by the reconciler when the notification is lost', async () => {
    const { order, invoiceNo } = await openTwoC2pPayment(t, methodId);
    await control.webhooks(false);
    await control.succeed(invoiceNo);

    await reconcileOpenPayments(t.app.payments, new Date(Date.now() + 2 * 60_000));

    expect(await orderStatus(t.db, order.orderId)).toBe('approved');
  });

  it('is flagged, not fulfilled, when 2C2P reports another amount', async () => {
    const { order, invoiceNo } = await openTwoC2pPayment(t, methodId);

    await control.succeed(invoiceNo, { amount: order.total - 1 });

    await eventually(async () => (await latestAttempt(order))?.state === 'flagged');
    expect((await latestAttempt(order))?.flagReason).toBe('amount_mismatch');
    expect(await enrolmentsOf(t.db, order.userId, order.courseId)).toHaveLength(0);
  });

  it('says "processing" to a browser that comes back before any word from 2C2P', async () => {
    const { order, answer } = await openTwoC2pPayment(t, methodId);

    const check = await checkNow(t.app, order, answer.result.orderPaymentId);

    expect(check.json()).toMatchObject({
      payment_status: 'notYetReceived',
      latest_payment: { state: 'pending', next_action: { type: 'redirect' } },
    });
  });
});

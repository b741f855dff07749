import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildListeningTestApp, type ListeningTestApp } from '../../../../test/listening-test-app';
import {
  attemptsOf,
  enrolmentsOf,
  eventually,
  insertPaymentMethodsForPayments,
  orderStatus,
  orderToPay,
  type OrderToPay,
} from '../../../../test/payment-fixtures';
import {
  checkNow,
  payPalSandbox,
  pressOnPayPalPage,
  startPayPal,
  type PayPalSandbox,
  type PayPalStarted,
} from '../../../../test/paypal-fixtures';
import { reconcileOpenPayments } from '../../payment-reconciler';

/** Every way a PayPal order can end after the buyer left for PayPal's page. */
describe('how a PayPal payment ends', () => {
  let t: ListeningTestApp;
  let paypal: PayPalSandbox;
  beforeAll(async () => {
    t = await buildListeningTestApp();
    paypal = payPalSandbox(t.baseUrl);
    await insertPaymentMethodsForPayments(t.db);
  });
  beforeEach(async () => {
    await t.sandbox.reset();
  });
  afterAll(async () => {
    await t.close();
  });

  const start = async (order?: OrderToPay) => {
    const paying = order ?? (await orderToPay(t.app, t.db, { methodId: 2 }));
    const response = await startPayPal(t.app, paying);
    expect(response.statusCode).toBe(200);
    return { order: paying, started: response.json<PayPalStarted>() };
  };
  /** The buyer approves at PayPal and comes back to the return screen, which checks now. */
  const approveAndReturn = async (order: OrderToPay, started: PayPalStarted) => {
    await pressOnPayPalPage(started.approve_url);
    return (await checkNow(t.app, order, started.orderPaymentId)).json<{
      payment_status: string;
      latest_payment: { state: string; failure_code: string | null };
    }>();
  };
  const attempt = async (order: OrderToPay, index = -1) => (await attemptsOf(t.db, order.orderId)).at(index);

  it('fails with instrument_declined when PayPal declines the funding source, and the buyer pays with a new attempt', async () => {
    await paypal.webhooks(false);
    const { order, started } = await start();
    await paypal.nextCapture('INSTRUMENT_DECLINED');

    const declined = await approveAndReturn(order, started);

    expect(declined).toMatchObject({
      payment_status: 'notYetReceived',
      latest_payment: { state: 'failed', failure_code: 'instrument_declined' },
    });
    const again = await start(order);
    expect(again.started.id).not.toBe(started.id);
    expect(await approveAndReturn(order, again.started)).toMatchObject({ payment_status: 'approved' });
    expect((await attemptsOf(t.db, order.orderId)).map((a) => a.state)).toEqual(['failed', 'succeeded']);
  });

  it('takes no money after a declined funding source when the return screen, the approval webhook and the reconciler all ask at once', async () => {
    const { order, started } = await start();
    await paypal.nextCapture('INSTRUMENT_DECLINED');
    await pressOnPayPalPage(started.approve_url);

    await Promise.all([
      checkNow(t.app, order, started.orderPaymentId),
      checkNow(t.app, order, started.orderPaymentId),
      reconcileOpenPayments(t.app.payments),
    ]);
    // The approval webhook is verified, then the shop asks PayPal about the order again.
    await eventually(async () => {
      const urls = (await paypal.requests()).map((r) => r.url);
      const verified = urls.findIndex((url) => url.endsWith('/verify-webhook-signature'));
      return verified >= 0 && urls.slice(verified).some((url) => url.endsWith(started.id));
    });
    await reconcileOpenPayments(t.app.payments, new Date(Date.now() + 3_600_000));

    expect(await attempt(order)).toMatchObject({ state: 'failed', failureCode: 'instrument_declined' });
    expect(await orderStatus(t.db, order.orderId)).toBe('notYetReceived');
    expect((await paypal.stored(started.id)).purchase_units[0]?.payments).toBeUndefined();
  });

  it('fails with the provider code when the capture is DECLINED, leaving the order payable', async () => {
    await paypal.webhooks(false);
    const { order, started } = await start();
    await paypal.nextCapture('DECLINED');

    const answer = await approveAndReturn(order, started);

    expect(answer).toMatchObject({
      payment_status: 'notYetReceived',
      latest_payment: { state: 'failed', failure_code: 'payment_rejected' },
    });
  });

  it('treats ORDER_ALREADY_CAPTURED as the earlier capture: it reads the order and settles from its capture', async () => {
    await paypal.webhooks(false);
    const { order, started } = await start();
    await paypal.nextCapture('ORDER_ALREADY_CAPTURED');

    const answer = await approveAndReturn(order, started);

    expect(answer).toMatchObject({ payment_status: 'approved', latest_payment: { state: 'succeeded' } });
    expect(await enrolmentsOf(t.db, order.userId, order.courseId)).toHaveLength(1);
  });

  it('waits on a PENDING capture and settles when PAYMENT.CAPTURE.COMPLETED arrives', async () => {
    const { order, started } = await start();
    await paypal.nextCapture('PENDING');

    const answer = await approveAndReturn(order, started);

    expect(answer).toMatchObject({ payment_status: 'notYetReceived', latest_payment: { state: 'pending' } });
    await paypal.complete(started.id);
    await eventually(async () => (await orderStatus(t.db, order.orderId)) === 'approved');
    expect(await enrolmentsOf(t.db, order.userId, order.courseId)).toHaveLength(1);
  });

  it('fails a PENDING capture that PayPal denies later', async () => {
    const { order, started } = await start();
    await paypal.nextCapture('PENDING');
    await approveAndReturn(order, started);

    await paypal.fail(started.id);

    await eventually(async () => (await attempt(order))?.state === 'failed');
    expect(await attempt(order)).toMatchObject({ failureCode: 'payment_rejected' });
    expect(await orderStatus(t.db, order.orderId)).toBe('notYetReceived');
  });

  it('reads the order after a capture that timed out, and never captures twice', async () => {
    await paypal.webhooks(false);
    const { order, started } = await start();
    await t.sandbox.fault({
      route: 'POST /paypal/v2/checkout/orders/:id/capture',
      mode: 'timeout',
      delayMs: 4_000,
      after: true,
    });

    const answer = await approveAndReturn(order, started);

    expect(answer).toMatchObject({ payment_status: 'approved' });
    const calls = (await paypal.requests()).map((r) => `${r.method} ${r.url.replace(/^.*\/paypal/, '')}`);
    const captureAt = calls.indexOf(`POST /v2/checkout/orders/${started.id}/capture`);
    expect(calls.filter((call) => call.endsWith('/capture'))).toHaveLength(1);
    expect(calls.slice(captureAt + 1)).toContain(`GET /v2/checkout/orders/${started.id}`);
  });

  it('stays processing while the capture did not happen (a time-out before PayPal acted), then captures on the next check', async () => {
    await paypal.webhooks(false);
    const { order, started } = await start();
    await t.sandbox.fault({
      route: 'POST /paypal/v2/checkout/orders/:id/capture',
      mode: 'timeout',
      delayMs: 4_000,
    });

    const first = await approveAndReturn(order, started);
    const second = await checkNow(t.app, order, started.orderPaymentId);

    expect(first).toMatchObject({ payment_status: 'notYetReceived', latest_payment: { state: 'pending' } });
    expect(second.json()).toMatchObject({ payment_status: 'approved' });
  });

  it('ends the attempt of a buyer who cancels at PayPal and comes back, takes nothing, and lets them pay again', async () => {
    const { order, started } = await start();

    const back = await pressOnPayPalPage(started.approve_url, 'cancel');
    // The return screen sees the cancel in its address and asks the shop to end the attempt.
    const check = await t.app.inject({
      method: 'POST',
      url: '/private/orders/payment/approved',
      headers: { cookie: order.cookie },
      payload: { order_id: order.orderId, order_payment_id: started.orderPaymentId, abandon: true },
    });

    expect(back).toContain(
      `/payment/${String(order.orderId)}?attempt=${String(started.orderPaymentId)}&cancelled=1`,
    );
    expect(check.json()).toMatchObject({
      payment_status: 'notYetReceived',
      latest_payment: { state: 'expired' },
    });
    expect((await paypal.stored(started.id)).status).toBe('PAYER_ACTION_REQUIRED');
    expect(await enrolmentsOf(t.db, order.userId, order.courseId)).toHaveLength(0);
    expect((await startPayPal(t.app, order)).statusCode).toBe(200);
  });

  it('never ends an approved PayPal order on the word of a cancel: it captures it, as PayPal says', async () => {
    const { order, started } = await start();
    await pressOnPayPalPage(started.approve_url, 'approve');

    const check = await t.app.inject({
      method: 'POST',
      url: '/private/orders/payment/approved',
      headers: { cookie: order.cookie },
      payload: { order_id: order.orderId, order_payment_id: started.orderPaymentId, abandon: true },
    });

    expect(check.json()).toMatchObject({ payment_status: 'approved' });
  });

  it('expires when PayPal voids the order the buyer never approved, leaving the order payable', async () => {
    const { order, started } = await start();

    await paypal.void(started.id);
    const check = await checkNow(t.app, order, started.orderPaymentId);

    expect(check.json()).toMatchObject({
      payment_status: 'notYetReceived',
      latest_payment: { state: 'expired' },
    });
  });

  it('expires an attempt the buyer left unapproved past its time, through the reconciler', async () => {
    const { order } = await start();

    await reconcileOpenPayments(t.app.payments, new Date(Date.now() + 4 * 60 * 60_000));

    expect(await attempt(order)).toMatchObject({ state: 'expired' });
    expect(await orderStatus(t.db, order.orderId)).toBe('notYetReceived');
  });

  it('is captured and settled by the reconciler when the buyer approved and every notification was lost', async () => {
    await paypal.webhooks(false);
    const { order, started } = await start();
    await paypal.approve(started.id);

    await reconcileOpenPayments(t.app.payments, new Date(Date.now() + 2 * 60_000));

    expect(await orderStatus(t.db, order.orderId)).toBe('approved');
    expect((await paypal.stored(started.id)).status).toBe('COMPLETED');
  });

  it('is flagged, not fulfilled, when PayPal captures another amount', async () => {
    await paypal.webhooks(false);
    const { order, started } = await start();
    await paypal.nextCapture('COMPLETED', { value: '1499.00' });

    await approveAndReturn(order, started);

    expect(await attempt(order)).toMatchObject({ state: 'flagged', flagReason: 'amount_mismatch' });
    expect(await orderStatus(t.db, order.orderId)).toBe('notYetReceived');
    expect(await enrolmentsOf(t.db, order.userId, order.courseId)).toHaveLength(0);
  });

  it('is flagged when a pending capture completes in another currency', async () => {
    const { order, started } = await start();
    await paypal.nextCapture('PENDING');
    await approveAndReturn(order, started);

    await paypal.complete(started.id, { currency_code: 'USD' });

    await eventually(async () => (await attempt(order))?.state === 'flagged');
    expect(await enrolmentsOf(t.db, order.userId, order.courseId)).toHaveLength(0);
  });
});

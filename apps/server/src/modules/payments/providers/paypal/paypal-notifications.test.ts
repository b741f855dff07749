import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildListeningTestApp, type ListeningTestApp } from '../../../../test/listening-test-app';
import {
  attemptsOf,
  enrolmentsOf,
  eventually,
  insertPaymentMethodsForPayments,
  orderStatus,
  orderToPay,
  timesEntered,
} from '../../../../test/payment-fixtures';
import {
  checkNow,
  payPalSandbox,
  pressOnPayPalPage,
  startPayPal,
  type PayPalSandbox,
  type PayPalStarted,
} from '../../../../test/paypal-fixtures';
import { listPaymentLogs } from '../../payment-attempts.repository';

type Delivery = { status: number; body: string };

describe('PayPal notifications', () => {
  let t: ListeningTestApp;
  let paypal: PayPalSandbox;
  beforeAll(async () => {
    t = await buildListeningTestApp();
    paypal = payPalSandbox(t.baseUrl);
    await insertPaymentMethodsForPayments(t.db);
  });
  beforeEach(async () => {
    await t.sandbox.reset();
    await paypal.webhooks(false);
  });
  afterAll(async () => {
    await t.close();
  });

  /** An order the buyer approved at PayPal, whose webhook has not arrived. */
  const approved = async () => {
    const order = await orderToPay(t.app, t.db, { methodId: 2 });
    const started = (await startPayPal(t.app, order)).json<PayPalStarted>();
    await paypal.approve(started.id);
    return { order, started };
  };

  it('settles once when the same event arrives again and again', async () => {
    const { order, started } = await approved();

    const { deliveries } = await paypal.webhook(started.id, { times: 3 });

    expect(deliveries.map((delivery: Delivery) => delivery.status)).toEqual([200, 200, 200]);
    expect(
      deliveries.map((delivery: Delivery) => (JSON.parse(delivery.body) as { duplicate: boolean }).duplicate),
    ).toEqual([false, true, true]);
    expect(await orderStatus(t.db, order.orderId)).toBe('approved');
    expect(await timesEntered(t.db, order.orderId, 'approved')).toBe(1);
    expect(await enrolmentsOf(t.db, order.userId, order.courseId)).toHaveLength(1);
  });

  it.each([
    ['a body altered after signing', { tamper: true }],
    ['a body parsed and written again (re-serialised)', { reserialize: true }],
  ])('refuses %s, and changes nothing', async (_name, forgery) => {
    const { order, started } = await approved();

    const { deliveries } = await paypal.webhook(started.id, forgery);

    expect(deliveries[0]?.status).toBe(401);
    expect(await orderStatus(t.db, order.orderId)).toBe('notYetReceived');
    expect((await paypal.stored(started.id)).status).toBe('APPROVED');
  });

  it('refuses a notification PayPal never sent, asking PayPal, and changes nothing', async () => {
    const { order, started } = await approved();

    const forged = await fetch(`${t.baseUrl}/webhook/payment/paypal`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'paypal-auth-algo': 'SHA256withRSA',
        'paypal-cert-url': 'https://api.paypal.com/v1/notifications/certs/CERT-forged',
        'paypal-transmission-id': '0b6d0d2e-0000-0000-0000-forged000000',
        'paypal-transmission-sig': 'Zm9yZ2Vk',
        'paypal-transmission-time': new Date().toISOString(),
      },
      body: JSON.stringify({
        id: 'WH-FORGED-1',
        event_type: 'CHECKOUT.ORDER.APPROVED',
        resource: { id: started.id, status: 'APPROVED' },
      }),
    });

    expect(forged.status).toBe(401);
    expect(await orderStatus(t.db, order.orderId)).toBe('notYetReceived');
    expect((await paypal.requests()).filter((r) => r.url.endsWith('/verify-webhook-signature'))).toHaveLength(
      1,
    );
    expect((await paypal.stored(started.id)).status).toBe('APPROVED');
  });

  it('refuses a notification without the transmission headers without asking PayPal', async () => {
    const response = await fetch(`${t.baseUrl}/webhook/payment/paypal`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"id":"WH-1","event_type":"PAYMENT.CAPTURE.COMPLETED"}',
    });

    expect(response.status).toBe(401);
    expect((await paypal.requests()).filter((r) => r.url.endsWith('/verify-webhook-signature'))).toHaveLength(
      0,
    );
  });

  it('finds the order of a capture event in related_ids and settles from PayPal’s answer', async () => {
    const order = await orderToPay(t.app, t.db, { methodId: 2 });
    const started = (await startPayPal(t.app, order)).json<PayPalStarted>();
    await paypal.nextCapture('PENDING');
    await pressOnPayPalPage(started.approve_url);
    await checkNow(t.app, order, started.orderPaymentId);
    await paypal.complete(started.id);

    const { deliveries } = await paypal.webhook(started.id);

    expect(JSON.parse(deliveries[0]?.body ?? '{}')).toMatchObject({ matched: true, duplicate: false });
    expect(await orderStatus(t.db, order.orderId)).toBe('approved');
  });

  it('believes PayPal, not the message: a genuine COMPLETED event while the capture is still pending pays nothing', async () => {
    const order = await orderToPay(t.app, t.db, { methodId: 2 });
    const started = (await startPayPal(t.app, order)).json<PayPalStarted>();
    await paypal.nextCapture('PENDING');
    await pressOnPayPalPage(started.approve_url);
    await checkNow(t.app, order, started.orderPaymentId);

    const { deliveries } = await paypal.webhook(started.id, { event_type: 'PAYMENT.CAPTURE.COMPLETED' });

    expect(deliveries[0]?.status).toBe(200);
    expect(await orderStatus(t.db, order.orderId)).toBe('notYetReceived');
    expect((await attemptsOf(t.db, order.orderId))[0]?.state).toBe('pending');
  });

  it('never lets a late denial overwrite a paid order', async () => {
    const { order, started } = await approved();
    await paypal.webhook(started.id);
    expect(await orderStatus(t.db, order.orderId)).toBe('approved');

    const { deliveries } = await paypal.webhook(started.id, { event_type: 'PAYMENT.CAPTURE.DENIED' });

    expect(deliveries[0]?.status).toBe(200);
    expect(await orderStatus(t.db, order.orderId)).toBe('approved');
    expect((await attemptsOf(t.db, order.orderId))[0]?.state).toBe('succeeded');
  });

  it('never captures an older PayPal order the buyer approves after paying with a newer one', async () => {
    await paypal.webhooks(true);
    const order = await orderToPay(t.app, t.db, { methodId: 2 });
    const older = (await startPayPal(t.app, order)).json<PayPalStarted>();
    const newer = (await startPayPal(t.app, order)).json<PayPalStarted>();
    await pressOnPayPalPage(newer.approve_url);
    await checkNow(t.app, order, newer.orderPaymentId);
    expect(await orderStatus(t.db, order.orderId)).toBe('approved');

    await pressOnPayPalPage(older.approve_url);

    // The older attempt ended when the newer began: PayPal's approval of it is read, never captured.
    await eventually(async () =>
      (await listPaymentLogs(t.db, older.orderPaymentId)).some((log) =>
        log.summary.startsWith('CHECKOUT.ORDER.APPROVED'),
      ),
    );
    expect((await attemptsOf(t.db, order.orderId))[0]?.state).toBe('expired');
    expect((await paypal.stored(older.id)).status).toBe('APPROVED');
    expect(await timesEntered(t.db, order.orderId, 'approved')).toBe(1);
  });

  it('never settles an order from the browser’s PayPal report, and keeps it in the payment log', async () => {
    const { order, started } = await approved();

    const report = await t.app.inject({
      method: 'POST',
      url: '/public/payment/report',
      headers: { cookie: order.cookie },
      payload: {
        order_id: order.orderId,
        payment_method_id: 2,
        status: 'approved',
        payment: 'Paypal',
        transfer_amount: '1500.00',
        transfer_datetime: '2026-01-01',
        time: '10:00:00',
      },
    });
    const stranger = await t.app.inject({
      method: 'POST',
      url: '/public/payment/report',
      payload: { order_id: order.orderId, status: 'approved', payment: 'Paypal' },
    });

    expect(report.json()).toMatchObject({
      success: true,
      orderPaymentId: started.orderPaymentId,
      payment_status: 'notYetReceived',
    });
    expect(report.json<{ order_token: string | null }>().order_token).toMatch(/\S/);
    expect(stranger.json()).toEqual({
      success: true,
      orderPaymentId: null,
      order_token: null,
      payment_status: null,
    });
    expect(await orderStatus(t.db, order.orderId)).toBe('notYetReceived');
    expect((await attemptsOf(t.db, order.orderId))[0]?.state).toBe('pending');
    expect((await paypal.stored(started.id)).status).toBe('APPROVED');
    const logs = await listPaymentLogs(t.db, started.orderPaymentId);
    expect(logs.some((log) => log.summary.includes('browser report') && log.body.includes('"Paypal"'))).toBe(
      true,
    );
  });
});

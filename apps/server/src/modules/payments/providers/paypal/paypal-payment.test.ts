import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PAYPAL_SANDBOX_KEYS } from '@shop/payment-sandbox/paypal/paypal-sandbox-keys';
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
import { sessionCookieFor } from '../../../../test/sessions';
import { insertUser } from '../../../../test/factories';
import { listPaymentLogs } from '../../payment-attempts.repository';

describe('paying with PayPal (method 2)', () => {
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

  const start = async (price?: number) => {
    const order = await orderToPay(t.app, t.db, { methodId: 2, ...(price ? { price } : {}) });
    const response = await startPayPal(t.app, order);
    expect(response.statusCode).toBe(200);
    return { order, started: response.json<PayPalStarted>() };
  };

  it('creates a PayPal order for the amount due and sends the buyer to PayPal to approve it', async () => {
    const { order, started } = await start(159_050);

    expect(started.approve_url).toBe(`${t.baseUrl}/sandbox/paypal/checkoutnow?token=${started.id}`);
    const stored = await paypal.stored(started.id);
    expect(stored).toMatchObject({
      status: 'PAYER_ACTION_REQUIRED',
      purchase_units: [
        {
          reference_id: `order-${String(order.orderId)}`,
          custom_id: String(started.orderPaymentId),
          invoice_id: `shop-${String(order.orderId)}-${String(started.orderPaymentId)}`,
          amount: { currency_code: 'THB', value: '1590.50' },
        },
      ],
    });
    expect((await attemptsOf(t.db, order.orderId))[0]).toMatchObject({
      state: 'pending',
      providerRef: started.id,
    });
    expect(await orderStatus(t.db, order.orderId)).toBe('notYetReceived');
  });

  it('captures on the server after the buyer approves and comes back, and enrols exactly once', async () => {
    const { order, started } = await start();

    const back = await pressOnPayPalPage(started.approve_url);
    expect(back).toBe(
      `${t.baseUrl}/payment/${String(order.orderId)}?attempt=${String(started.orderPaymentId)}&token=${started.id}&PayerID=BUYERSANDBOX01`,
    );
    const check = await checkNow(t.app, order, started.orderPaymentId);

    expect(check.json()).toMatchObject({
      payment_status: 'approved',
      latest_payment: { state: 'succeeded' },
    });
    expect(await enrolmentsOf(t.db, order.userId, order.courseId)).toHaveLength(1);
    const captured = await paypal.stored(started.id);
    expect(captured.purchase_units[0]?.payments?.captures[0]).toMatchObject({
      status: 'COMPLETED',
      amount: { value: '1500.00' },
    });
    // The approval and capture webhooks arrive too; they change nothing more.
    await eventually(
      async () =>
        (await listPaymentLogs(t.db, started.orderPaymentId)).filter((log) => log.kind === 'notification')
          .length >= 2,
    );
    expect(await timesEntered(t.db, order.orderId, 'approved')).toBe(1);
    const captures = (await paypal.requests()).filter((r) => r.url.endsWith('/capture'));
    expect(captures.length).toBeGreaterThanOrEqual(1);
  });

  it('captures when the approval webhook arrives, even if the buyer never comes back', async () => {
    const { order, started } = await start();

    await paypal.approve(started.id);

    await eventually(async () => (await orderStatus(t.db, order.orderId)) === 'approved');
    expect((await paypal.stored(started.id)).status).toBe('COMPLETED');
  });

  it('answers the order as it is through the capture route, and only for the buyer', async () => {
    const { order, started } = await start();
    await paypal.webhooks(false);
    await pressOnPayPalPage(started.approve_url);
    const stranger = await sessionCookieFor(t.db, (await insertUser(t.db, { roles: ['student'] })).id);

    const theirs = await t.app.inject({
      method: 'POST',
      url: `/api/paypal/orders/${started.id}/capture`,
      headers: { cookie: stranger },
    });
    const own = await t.app.inject({
      method: 'POST',
      url: `/api/paypal/orders/${started.id}/capture`,
      headers: { cookie: order.cookie },
    });

    expect(theirs.statusCode).toBe(404);
    expect(own.json()).toMatchObject({
      payment_status: 'approved',
      latest_payment: { id: started.orderPaymentId, state: 'succeeded' },
    });
  });

  it('sends the create again after a refused token and still makes one PayPal order (PayPal-Request-Id)', async () => {
    await paypal.webhooks(false);
    const first = await start();
    await paypal.expireTokens();
    const seenBefore = (await paypal.requests()).length;

    const { started } = await start();

    const creates = (await paypal.requests())
      .slice(seenBefore)
      .filter((r) => r.method === 'POST' && r.url.endsWith('/v2/checkout/orders'));
    expect(creates.map((r) => r.status)).toEqual([401, 201]);
    const body = JSON.parse(creates[1]?.body ?? '{}') as {
      intent: string;
      payment_source: { paypal: { experience_context: { user_action: string; return_url: string } } };
    };
    expect(body.intent).toBe('CAPTURE');
    expect(body.payment_source.paypal.experience_context.user_action).toBe('PAY_NOW');
    expect(body.payment_source.paypal.experience_context.return_url).toContain('/payment/');
    expect((await paypal.orders()).map((order) => order.id)).toEqual([started.id, first.started.id]);
  });

  it('captures once when the buyer comes back while the approval webhook is being handled', async () => {
    const { order, started } = await start();
    await pressOnPayPalPage(started.approve_url);

    await Promise.all([
      checkNow(t.app, order, started.orderPaymentId),
      checkNow(t.app, order, started.orderPaymentId),
    ]);
    await eventually(
      async () =>
        (await paypal.requests()).filter((r) => r.url.endsWith('/notifications/verify-webhook-signature'))
          .length >= 2,
    );

    expect(await timesEntered(t.db, order.orderId, 'approved')).toBe(1);
    expect((await paypal.stored(started.id)).purchase_units[0]?.payments?.captures).toHaveLength(1);
    const captures = (await paypal.requests()).filter((r) => r.url.endsWith('/capture'));
    expect(captures.every((r) => r.status === 201 || r.status === 422)).toBe(true);
  });

  it('asks for one token and keeps it, and asks again once when PayPal refuses it', async () => {
    const { order, started } = await start();
    await paypal.webhooks(false);
    const tokenRequests = async () =>
      (await paypal.requests()).filter((r) => r.url.endsWith('/oauth2/token'));
    const tokensBefore = (await tokenRequests()).length;
    await checkNow(t.app, order, started.orderPaymentId);
    expect((await tokenRequests()).length).toBe(tokensBefore);

    await paypal.expireTokens();
    await pressOnPayPalPage(started.approve_url);
    const seenBefore = (await paypal.requests()).length;
    const check = await checkNow(t.app, order, started.orderPaymentId);

    expect(check.json()).toMatchObject({ payment_status: 'approved' });
    expect((await tokenRequests()).length).toBe(tokensBefore + 1);
    const after = (await paypal.requests()).slice(seenBefore);
    expect(after.filter((r) => r.status === 401)).toHaveLength(1);
  });

  it.each([
    ['500', { mode: '500' as const }],
    ['time-out', { mode: 'timeout' as const, delayMs: 4_000 }],
  ])(
    'answers a clear error when PayPal fails with a %s, and the order stays payable',
    async (_name, fault) => {
      const order = await orderToPay(t.app, t.db, { methodId: 2 });
      await t.sandbox.fault({ route: 'POST /paypal/v2/checkout/orders', ...fault });

      const response = await startPayPal(t.app, order);

      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ error: { code: 'PAYMENT_PROVIDER_UNAVAILABLE' } });
      expect(await orderStatus(t.db, order.orderId)).toBe('notYetReceived');
      expect((await attemptsOf(t.db, order.orderId))[0]).toMatchObject({
        state: 'failed',
        failureCode: 'provider_unavailable',
      });
      expect((await startPayPal(t.app, order)).statusCode).toBe(200);
    },
  );

  it('refuses before calling PayPal: an order for another method, an order not theirs, someone who is not a student', async () => {
    const order = await orderToPay(t.app, t.db, { methodId: 2 });
    const card = await orderToPay(t.app, t.db, { methodId: 8 });
    const instructor = await sessionCookieFor(t.db, (await insertUser(t.db, { roles: ['instructor'] })).id);

    const otherMethod = await startPayPal(t.app, card);
    const notTheirs = await startPayPal(t.app, { ...card, orderId: order.orderId });
    const notStudent = await startPayPal(t.app, { ...order, cookie: instructor });

    expect(otherMethod.json()).toMatchObject({ error: { code: 'PAYMENT_METHOD_NOT_AVAILABLE' } });
    expect(notTheirs.statusCode).toBe(404);
    expect(notStudent.statusCode).toBe(403);
    expect((await paypal.requests()).filter((r) => r.url.endsWith('/v2/checkout/orders'))).toHaveLength(0);
  });

  it('keeps a log of every call with the raw bodies, and never the client secret or an access token', async () => {
    const { started } = await start();

    const logs = await listPaymentLogs(t.db, started.orderPaymentId);

    expect(logs.map((log) => `${log.kind} ${log.summary}`)).toEqual(
      expect.arrayContaining(['request POST /v2/checkout/orders', 'response POST /v2/checkout/orders']),
    );
    const text = JSON.stringify(logs);
    expect(text).not.toContain(PAYPAL_SANDBOX_KEYS.clientSecret);
    expect(text).not.toMatch(/A21AA[A-Za-z0-9_-]{10}/);
  });
});

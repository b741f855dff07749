import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { orders } from '../../../../db/tables';
import { buildListeningTestApp, type ListeningTestApp } from '../../../../test/listening-test-app';
import {
  attemptsOf,
  cardToken,
  chargeCard,
  checkUntilKnown,
  enrolmentsOf,
  eventually,
  insertPaymentMethodsForPayments,
  orderStatus,
  orderToPay,
  timesEntered,
} from '../../../../test/payment-fixtures';
import { insertOrderWithLine } from '../../../../test/commerce-factories';
import { insertCourse, insertPlan } from '../../../../test/factories';
import { listPaymentLogs } from '../../payment-attempts.repository';

type CardAnswer = {
  status: string;
  chargesDetails: { last_digits: string } | null;
  charges: { id: string; authorize_uri: string | null } | null;
  failure_code: string | null;
  orderPaymentId: number;
  order_token: string;
};

describe('paying by card with Omise (method 8)', () => {
  let t: ListeningTestApp;
  beforeAll(async () => {
    // The shop waits 6 s for Omise's search (the sandbox lists a charge after 2 s): a time-out
    // takes 2 s of that, and a loaded machine must still reach the retry within the rest.
    t = await buildListeningTestApp({ OMISE_SEARCH_LAG_MS: '6000' });
    await insertPaymentMethodsForPayments(t.db);
  });
  beforeEach(async () => {
    await t.sandbox.reset();
  });
  afterAll(async () => {
    await t.close();
  });

  it('charges the card in satang, approves the order and enrols the buyer exactly once', async () => {
    const order = await orderToPay(t.app, t.db, { methodId: 8, price: 159_000 });

    const response = await chargeCard(t.app, order, await cardToken(t.baseUrl, '4242424242424242'));

    const answer = response.json<CardAnswer>();
    expect(answer).toMatchObject({ status: 'successful', chargesDetails: { last_digits: '4242' } });
    expect(await orderStatus(t.db, order.orderId)).toBe('approved');
    expect(await enrolmentsOf(t.db, order.userId, order.courseId)).toHaveLength(1);
    const charge = await t.sandbox.storedCharge(answer.charges?.id ?? '');
    expect(charge).toMatchObject({ amount: 159_000, currency: 'thb' });
    // The sandbox's charge.complete arrives a moment later and changes nothing.
    await eventually(async () =>
      (await t.sandbox.requests()).some(
        (r) => r.url.includes(`/charges/${answer.charges?.id ?? ''}`) && r.method === 'GET',
      ),
    );
    expect(await timesEntered(t.db, order.orderId, 'approved')).toBe(1);
    expect(await enrolmentsOf(t.db, order.userId, order.courseId)).toHaveLength(1);
  });

  it('declines with the provider code and leaves the order payable with another card', async () => {
    const order = await orderToPay(t.app, t.db, { methodId: 8 });

    const declined = await chargeCard(t.app, order, await cardToken(t.baseUrl, '4111111111140011'));

    expect(declined.json<CardAnswer>()).toMatchObject({
      status: 'failed',
      failure_code: 'insufficient_fund',
    });
    expect(await orderStatus(t.db, order.orderId)).toBe('notYetReceived');
    const paid = await chargeCard(t.app, order, await cardToken(t.baseUrl, '5555555555554444'));
    expect(paid.json<CardAnswer>().status).toBe('successful');
    expect((await attemptsOf(t.db, order.orderId)).map((a) => a.state)).toEqual(['failed', 'succeeded']);
  });

  it('sends a 3-D Secure card to the bank page and settles after the return only from what Omise says', async () => {
    const order = await orderToPay(t.app, t.db, { methodId: 8 });

    const answer = (
      await chargeCard(t.app, order, await cardToken(t.baseUrl, '4000000000003063'))
    ).json<CardAnswer>();

    expect(answer.status).toBe('pending');
    const authorizeUri = answer.charges?.authorize_uri ?? '';
    expect(authorizeUri).toContain('/sandbox/omise/pay/3ds/');
    expect(await orderStatus(t.db, order.orderId)).toBe('notYetReceived');
    // The buyer passes 3-D Secure on the bank's page and is sent back to the shop. Chromium sends
    // this form post with `Origin: null` (the shop's no-referrer policy).
    const bank = await fetch(authorizeUri, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'null' },
      body: 'decision=pass',
      redirect: 'manual',
    });
    expect(bank.headers.get('location')).toBe(
      `${t.baseUrl}/payment/${String(order.orderId)}?attempt=${String(answer.orderPaymentId)}`,
    );
    const check = await t.app.inject({
      method: 'POST',
      url: '/private/orders/payment/approved',
      headers: { cookie: order.cookie },
      payload: {
        order_id: order.orderId,
        order_payment_id: answer.orderPaymentId,
        approve_by: 0,
        payment_method_id: 8,
      },
    });
    expect(check.json()).toMatchObject({ payment_status: 'approved', order_token: answer.order_token });
    expect(await enrolmentsOf(t.db, order.userId, order.courseId)).toHaveLength(1);
  });

  it('says "processing" to a browser that comes back without a notification, and pays nothing', async () => {
    await t.sandbox.webhooks(false);
    const order = await orderToPay(t.app, t.db, { methodId: 8 });
    const answer = (
      await chargeCard(t.app, order, await cardToken(t.baseUrl, '4000000000003220'))
    ).json<CardAnswer>();

    // The buyer opens the return address without finishing 3-D Secure.
    const check = await t.app.inject({
      method: 'POST',
      url: '/private/orders/payment/approved',
      headers: { cookie: order.cookie },
      payload: { order_id: order.orderId, order_payment_id: answer.orderPaymentId },
    });

    expect(check.json()).toMatchObject({
      payment_status: 'notYetReceived',
      latest_payment: { state: 'pending' },
    });
    expect(await enrolmentsOf(t.db, order.userId, order.courseId)).toHaveLength(0);
  });

  it('marks a failed 3-D Secure as failed with its code', async () => {
    const order = await orderToPay(t.app, t.db, { methodId: 8 });
    const answer = (
      await chargeCard(t.app, order, await cardToken(t.baseUrl, '4000000000003063'))
    ).json<CardAnswer>();

    await fetch(answer.charges?.authorize_uri ?? '', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'decision=fail',
      redirect: 'manual',
    });

    await eventually(async () => (await attemptsOf(t.db, order.orderId))[0]?.state === 'failed');
    expect((await attemptsOf(t.db, order.orderId))[0]).toMatchObject({ failureCode: 'failed_3ds' });
    expect(await orderStatus(t.db, order.orderId)).toBe('notYetReceived');
  });

  it.each([
    ['500', { mode: '500' as const }],
    ['time-out', { mode: 'timeout' as const, delayMs: 4_000 }],
    ['dropped connection', { mode: 'drop' as const }],
  ])(
    'tells the buyer the payment is being checked when Omise fails with a %s, then lets them pay once nothing was charged',
    async (_name, fault) => {
      const order = await orderToPay(t.app, t.db, { methodId: 8 });
      const secondToken = await cardToken(t.baseUrl, '4242424242424242');
      await t.sandbox.fault({ route: 'POST /omise/charges', ...fault });

      const response = await chargeCard(t.app, order, await cardToken(t.baseUrl, '4242424242424242'));

      expect(response.statusCode).toBe(504);
      expect(response.json()).toMatchObject({ error: { code: 'PAYMENT_OUTCOME_UNKNOWN' } });
      expect((await attemptsOf(t.db, order.orderId))[0]?.state).toBe('unknown');
      // Omise's search may still be behind the charge: no second card form until it has caught up.
      const tooEarly = await chargeCard(t.app, order, secondToken);
      expect(tooEarly.json()).toMatchObject({ error: { code: 'PAYMENT_IN_PROGRESS' } });
      expect(await checkUntilKnown(t.app, order)).toBe('failed');
      expect((await attemptsOf(t.db, order.orderId))[0]?.failureCode).toBe('not_found_at_provider');
      expect(await orderStatus(t.db, order.orderId)).toBe('notYetReceived');
      const retry = await chargeCard(t.app, order, await cardToken(t.baseUrl, '4242424242424242'));
      expect(retry.json<CardAnswer>().status).toBe('successful');
      expect(await t.sandbox.storedCharges()).toHaveLength(1);
    },
  );

  it('still settles a charge that went through although its answer was lost', async () => {
    const order = await orderToPay(t.app, t.db, { methodId: 8 });
    await t.sandbox.fault({ route: 'POST /omise/charges', mode: 'drop', after: true });

    const response = await chargeCard(t.app, order, await cardToken(t.baseUrl, '4242424242424242'));

    expect(response.json()).toMatchObject({ error: { code: 'PAYMENT_OUTCOME_UNKNOWN' } });
    // Omise's charge.complete names our attempt in its metadata; the server asks and settles.
    await eventually(async () => (await orderStatus(t.db, order.orderId)) === 'approved');
    expect((await attemptsOf(t.db, order.orderId))[0]?.state).toBe('succeeded');
  });

  it('refuses before calling Omise: another amount, another method, a total under 20 THB, an order not theirs', async () => {
    const order = await orderToPay(t.app, t.db, { methodId: 8 });
    const other = await orderToPay(t.app, t.db, { methodId: 9 });
    const course = await insertCourse(t.db);
    const plan = await insertPlan(t.db, course.id, { price: 1_500 });
    const small = await insertOrderWithLine(t.db, {
      userId: order.userId,
      courseId: course.id,
      planId: plan.id,
      amount: 1_500,
    });
    await t.db.update(orders).set({ paymentMethodId: 8 }).where(eq(orders.id, small.id));
    const token = await cardToken(t.baseUrl, '4242424242424242');
    const before = (await t.sandbox.requests()).filter((r) => r.url.endsWith('/omise/charges')).length;

    const wrongAmount = await chargeCard(t.app, order, token, { total_amount: order.total - 100 });
    const wrongMethod = await chargeCard(t.app, other, token);
    const tooSmall = await chargeCard(t.app, { ...order, orderId: small.id, total: 1_500 }, token);
    const notTheirs = await chargeCard(
      t.app,
      { ...order, orderId: other.orderId, total: other.total },
      token,
    );

    expect(wrongAmount.json()).toMatchObject({
      error: { code: 'PRICE_CHANGED', result: { total: order.total } },
    });
    expect(wrongMethod.json()).toMatchObject({ error: { code: 'PAYMENT_METHOD_NOT_AVAILABLE' } });
    expect(tooSmall.json()).toMatchObject({ error: { code: 'BELOW_MINIMUM_AMOUNT' } });
    expect(notTheirs.statusCode).toBe(404);
    expect((await t.sandbox.requests()).filter((r) => r.url.endsWith('/omise/charges')).length).toBe(before);
    expect(await attemptsOf(t.db, order.orderId)).toHaveLength(0);
  });

  it('keeps a log of every call with the raw bodies, and never a key or a card number', async () => {
    const order = await orderToPay(t.app, t.db, { methodId: 8 });
    await chargeCard(t.app, order, await cardToken(t.baseUrl, '4242424242424242'));
    const [attempt] = await attemptsOf(t.db, order.orderId);

    const logs = await listPaymentLogs(t.db, attempt?.id ?? 0);

    expect(logs.map((log) => `${log.kind} ${log.summary}`)).toEqual(
      expect.arrayContaining([
        'request POST /charges',
        'response POST /charges',
        'decision settled: order approved (start)',
      ]),
    );
    const text = JSON.stringify(logs);
    expect(text).not.toContain('skey_');
    expect(text).not.toContain('4242424242424242');
  });
});

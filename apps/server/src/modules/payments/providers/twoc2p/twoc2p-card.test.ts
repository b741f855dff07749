import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildListeningTestApp, type ListeningTestApp } from '../../../../test/listening-test-app';
import {
  attemptsOf,
  enrolmentsOf,
  eventually,
  orderStatus,
  orderToPay,
  timesEntered,
} from '../../../../test/payment-fixtures';
import { listPaymentLogs } from '../../payment-attempts.repository';
import {
  checkNow,
  frontendReturnOf,
  insertTwoC2pMethods,
  paymentLink,
  payOnTwoC2pPage,
  postForm,
  TWOC2P_SECRET,
  tokenRequests,
  twoC2pControl,
  type LinkAnswer,
} from './twoc2p-test-kit';

describe('paying by card with 2C2P (method 3)', () => {
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

  it("signs a payment token on the server, sends the buyer to 2C2P's page, and settles from 2C2P's inquiry", async () => {
    const order = await orderToPay(t.app, t.db, { methodId: 3, price: 150_000 });

    const response = await paymentLink(t.app, order);

    expect(response.statusCode).toBe(200);
    const answer = response.json<LinkAnswer>();
    expect(answer.result.webPaymentUrl).toContain('/sandbox/2c2p/payment/4.3/ui/token/');
    const [claims] = await tokenRequests(t);
    expect(claims).toMatchObject({
      merchantID: 'JT01',
      amount: '1500.00',
      currencyCode: 'THB',
      paymentChannel: ['CC'],
      frontendReturnUrl: `${t.baseUrl}/payment/${String(order.orderId)}?attempt=${String(answer.result.orderPaymentId)}`,
      backendReturnUrl: `${t.baseUrl}/webhook/payment/2c2p`,
      userDefined1: String(answer.result.orderPaymentId),
    });
    expect(await orderStatus(t.db, order.orderId)).toBe('notYetReceived');

    const result = await payOnTwoC2pPage(answer.result.webPaymentUrl, '4111111111111111');

    await eventually(async () => (await orderStatus(t.db, order.orderId)) === 'approved');
    expect(await enrolmentsOf(t.db, order.userId, order.courseId)).toHaveLength(1);
    const [attempt] = await attemptsOf(t.db, order.orderId);
    expect(attempt).toMatchObject({ state: 'succeeded', providerRef: claims?.invoiceNo });
    expect(attempt?.cardDetails).toMatchObject({ last_digits: '1111' });
    // The browser then comes back with the unsigned paymentResponse: the shop only redirects it.
    const back = frontendReturnOf(result);
    const returned = await postForm(back.action, { paymentResponse: back.paymentResponse });
    expect(returned.status).toBe(303);
    expect(returned.headers.get('location')).toBe(
      `/payment/${String(order.orderId)}?attempt=${String(answer.result.orderPaymentId)}`,
    );
    expect(await timesEntered(t.db, order.orderId, 'approved')).toBe(1);
  });

  it('fails with the bank code and leaves the order payable with a new invoice', async () => {
    const order = await orderToPay(t.app, t.db, { methodId: 3 });
    const first = (await paymentLink(t.app, order)).json<LinkAnswer>();

    await payOnTwoC2pPage(first.result.webPaymentUrl, '4000000000024051');

    await eventually(async () => (await attemptsOf(t.db, order.orderId))[0]?.state === 'failed');
    expect((await attemptsOf(t.db, order.orderId))[0]?.failureCode).toBe('insufficient_fund');
    expect(await orderStatus(t.db, order.orderId)).toBe('notYetReceived');
    const second = (await paymentLink(t.app, order)).json<LinkAnswer>();
    await payOnTwoC2pPage(second.result.webPaymentUrl, '5555555555554444');
    await eventually(async () => (await orderStatus(t.db, order.orderId)) === 'approved');
    const invoices = (await tokenRequests(t)).map((claims) => claims.invoiceNo);
    expect(new Set(invoices).size).toBe(2);
  });

  it('never pays an order from the browser return alone, whatever paymentResponse says', async () => {
    await control.webhooks(false);
    const order = await orderToPay(t.app, t.db, { methodId: 3 });
    const answer = (await paymentLink(t.app, order)).json<LinkAnswer>();
    const forged = Buffer.from(JSON.stringify({ respCode: '0000', respDesc: 'Success' })).toString('base64');

    const returned = await postForm(
      `${t.baseUrl}/payment/${String(order.orderId)}?attempt=${String(answer.result.orderPaymentId)}`,
      { paymentResponse: forged },
    );
    const check = await checkNow(t.app, order, answer.result.orderPaymentId);

    expect(returned.status).toBe(303);
    expect(check.json()).toMatchObject({
      payment_status: 'notYetReceived',
      latest_payment: { state: 'pending' },
    });
    expect(await enrolmentsOf(t.db, order.userId, order.courseId)).toHaveLength(0);
  });

  it('answers 9041 to a payment page used again, and the order is paid once', async () => {
    const order = await orderToPay(t.app, t.db, { methodId: 3 });
    const answer = (await paymentLink(t.app, order)).json<LinkAnswer>();
    await payOnTwoC2pPage(answer.result.webPaymentUrl, '4111111111111111');
    await eventually(async () => (await orderStatus(t.db, order.orderId)) === 'approved');

    const again = await (await fetch(answer.result.webPaymentUrl)).text();
    const payAgain = await payOnTwoC2pPage(answer.result.webPaymentUrl, '4111111111111111');

    expect(again).toContain('9041');
    expect(payAgain).toContain('9041');
    expect(await timesEntered(t.db, order.orderId, 'approved')).toBe(1);
  });

  it("handles 2C2P's plain-JSON 9042 (a key 2C2P no longer accepts): a clear refusal, the order stays payable", async () => {
    await control.merchantKey('A-KEY-THE-MERCHANT-ROTATED-IN-THE-PORTAL');
    const order = await orderToPay(t.app, t.db, { methodId: 3 });

    const response = await paymentLink(t.app, order);

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: { code: 'PAYMENT_METHOD_NOT_AVAILABLE', result: { failure_code: '9042' } },
    });
    expect((await attemptsOf(t.db, order.orderId))[0]).toMatchObject({
      state: 'failed',
      failureCode: '9042',
    });
    expect(await orderStatus(t.db, order.orderId)).toBe('notYetReceived');
  });

  it.each([
    ['500', { mode: '500' as const }],
    ['time-out', { mode: 'timeout' as const, delayMs: 4_000 }],
    ['dropped connection', { mode: 'drop' as const }],
  ])(
    'answers PAYMENT_PROVIDER_UNAVAILABLE when 2C2P fails with a %s, and the order stays payable',
    async (_name, fault) => {
      const order = await orderToPay(t.app, t.db, { methodId: 3 });
      await t.sandbox.fault({ route: 'POST /2c2p/payment/4.3/paymentToken', ...fault });

      const response = await paymentLink(t.app, order);

      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ error: { code: 'PAYMENT_PROVIDER_UNAVAILABLE' } });
      expect(await orderStatus(t.db, order.orderId)).toBe('notYetReceived');
      const retry = await paymentLink(t.app, order);
      expect(retry.statusCode).toBe(200);
    },
  );

  it('still settles a payment whose payment token answer was lost, by the attempt 2C2P echoes back', async () => {
    const order = await orderToPay(t.app, t.db, { methodId: 3 });
    await t.sandbox.fault({ route: 'POST /2c2p/payment/4.3/paymentToken', mode: 'drop', after: true });
    expect((await paymentLink(t.app, order)).statusCode).toBe(503);
    const [claims] = await tokenRequests(t);
    const invoiceNo = String(claims?.invoiceNo);

    await control.succeed(invoiceNo);

    await eventually(async () => (await orderStatus(t.db, order.orderId)) === 'approved');
    expect((await attemptsOf(t.db, order.orderId))[0]).toMatchObject({
      state: 'succeeded',
      providerRef: invoiceNo,
    });
  });

  it('refuses before calling 2C2P: another amount, an order of another method, an order not theirs', async () => {
    const order = await orderToPay(t.app, t.db, { methodId: 3 });
    const qrOrder = await orderToPay(t.app, t.db, { methodId: 15 });

    const wrongAmount = await paymentLink(t.app, order, { amount: '1499.99' });
    const wrongMethod = await paymentLink(t.app, qrOrder);
    const notTheirs = await paymentLink(t.app, { ...order, orderId: qrOrder.orderId });

    expect(wrongAmount.json()).toMatchObject({
      error: { code: 'PRICE_CHANGED', result: { total: order.total } },
    });
    expect(wrongMethod.json()).toMatchObject({ error: { code: 'PAYMENT_METHOD_NOT_AVAILABLE' } });
    expect(notTheirs.statusCode).toBe(404);
    expect(await tokenRequests(t)).toHaveLength(0);
  });

  it('keeps a log of every call, readable, and never the secret key or a card number', async () => {
    const order = await orderToPay(t.app, t.db, { methodId: 3 });
    const answer = (await paymentLink(t.app, order)).json<LinkAnswer>();
    await payOnTwoC2pPage(answer.result.webPaymentUrl, '4111111111111111');
    await eventually(async () => (await orderStatus(t.db, order.orderId)) === 'approved');

    const logs = await listPaymentLogs(t.db, answer.result.orderPaymentId);

    expect(logs.map((log) => `${log.kind} ${log.summary}`)).toEqual(
      expect.arrayContaining([
        'request POST /paymentToken',
        'response POST /paymentToken (verified claims)',
        'response POST /paymentInquiry (verified claims)',
        'decision settled: order approved (notification)',
      ]),
    );
    const text = JSON.stringify(logs);
    expect(text).not.toContain(TWOC2P_SECRET);
    expect(text).not.toContain('4111111111111111');
  });
});

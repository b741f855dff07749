import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PAYSOLUTIONS_SANDBOX_KEYS } from '@shop/payment-sandbox/paysolutions/paysolutions-sandbox-keys';
import { insertPaymentMethods } from '../../../../test/commerce-factories';
import { buildListeningTestApp, type ListeningTestApp } from '../../../../test/listening-test-app';
import {
  attemptsOf,
  enrolmentsOf,
  eventually,
  orderStatus,
  orderToPay,
  timesEntered,
  type OrderToPay,
} from '../../../../test/payment-fixtures';
import { listPaymentLogs } from '../../payment-attempts.repository';
import {
  decideOnHostedPage,
  paySolutionsControl,
  postHostedForm,
  startedPaySolutions,
  startPaySolutions,
} from './paysolutions-test-helpers';

describe('paying with Pay Solutions (method 13)', () => {
  let t: ListeningTestApp;
  let control: ReturnType<typeof paySolutionsControl>;
  beforeAll(async () => {
    t = await buildListeningTestApp();
    control = paySolutionsControl(t.sandbox);
    await insertPaymentMethods(t.db, [1, 13]);
  });
  beforeEach(async () => {
    await t.sandbox.reset();
  });
  afterAll(async () => {
    await t.close();
  });

  const checkNow = (order: OrderToPay, attemptId: number, options: { abandon?: boolean } = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/private/orders/payment/approved',
      headers: { cookie: order.cookie },
      payload: { order_id: order.orderId, order_payment_id: attemptId, ...options },
    });

  it('builds the form on the server: refno of order id and Bangkok time, total in baht, cc 00, TH, return and postback addresses', async () => {
    const order = await orderToPay(t.app, t.db, { methodId: 13, price: 150_050 });
    const before = Date.now();

    const started = await startedPaySolutions(t.app, order);

    const { fields } = started.form;
    expect(started.data).toMatchObject({
      application_id_1: PAYSOLUTIONS_SANDBOX_KEYS.merchantId,
      course_ids: [order.courseId],
    });
    expect(started.form).toMatchObject({
      action: `${t.baseUrl}/sandbox/paysolutions/epaylink/payment.aspx`,
      method: 'POST',
    });
    expect(fields).toMatchObject({
      merchantid: PAYSOLUTIONS_SANDBOX_KEYS.merchantId,
      refno: started.data.refno,
      total: '1500.50',
      cc: '00',
      lang: 'TH',
      returnurl: `${t.baseUrl}/payment/${String(order.orderId)}?attempt=${String(started.orderPaymentId)}`,
      postbackurl: `${t.baseUrl}/webhook/payment/pay-solutions`,
    });
    expect(fields.customeremail).toMatch(/@/);
    expect(fields.productdetail).toMatch(/\S/);
    const bangkok = (ms: number) =>
      new Date(ms + 7 * 3_600_000).toISOString().slice(11, 19).replaceAll(':', '');
    expect([bangkok(before), bangkok(Date.now())]).toContain(
      fields.refno?.slice(String(order.orderId).length),
    );
    expect(fields.refno?.startsWith(String(order.orderId))).toBe(true);
    expect(JSON.stringify(started)).not.toContain(PAYSOLUTIONS_SANDBOX_KEYS.secretKey);
    expect(JSON.stringify(started)).not.toContain(PAYSOLUTIONS_SANDBOX_KEYS.apiKey);
    expect(await attemptsOf(t.db, order.orderId)).toMatchObject([
      { state: 'pending', providerRef: started.data.refno, amount: 150_050, expiresAt: null },
    ]);
  });

  it('approves the order once the buyer pays on the hosted page and the inquiry confirms the postback', async () => {
    const order = await orderToPay(t.app, t.db, { methodId: 13 });
    const started = await startedPaySolutions(t.app, order);

    expect((await postHostedForm(started)).status).toBe(200);
    const back = await decideOnHostedPage(started, 'pay');

    expect(back).toEqual({ status: 303, location: started.form.fields.returnurl });
    await eventually(async () => (await orderStatus(t.db, order.orderId)) === 'approved');
    expect(await enrolmentsOf(t.db, order.userId, order.courseId)).toHaveLength(1);
    expect((await attemptsOf(t.db, order.orderId))[0]).toMatchObject({ state: 'succeeded' });
    expect(await control.inquiries()).not.toHaveLength(0);
  });

  it('keeps a payment declined on the hosted page open, as Pay Solutions reports no refusal it can prove, and lets the buyer pay again', async () => {
    const order = await orderToPay(t.app, t.db, { methodId: 13 });
    const first = await startedPaySolutions(t.app, order);
    await postHostedForm(first);

    await decideOnHostedPage(first, 'fail');
    const check = await checkNow(order, first.orderPaymentId);

    expect(check.json()).toMatchObject({
      payment_status: 'notYetReceived',
      latest_payment: { state: 'pending' },
    });
    const second = await startedPaySolutions(t.app, order);
    expect(second.data.refno).not.toBe(first.data.refno);
    await postHostedForm(second);
    await decideOnHostedPage(second, 'pay');
    await eventually(async () => (await orderStatus(t.db, order.orderId)) === 'approved');
    expect(await enrolmentsOf(t.db, order.userId, order.courseId)).toHaveLength(1);
  });

  it('says "processing" to a browser that comes back without paying or a postback, and pays nothing', async () => {
    await control.postbacks({ enabled: false });
    const order = await orderToPay(t.app, t.db, { methodId: 13 });
    const started = await startedPaySolutions(t.app, order);
    await postHostedForm(started);
    const back = await decideOnHostedPage(started, 'abandon');

    // The return address the provider sends the buyer to only redirects to the return screen.
    const returned = await fetch(back.location ?? '', { method: 'POST', redirect: 'manual' });
    const check = await checkNow(order, started.orderPaymentId);

    expect(returned.status).toBe(303);
    expect(check.json()).toMatchObject({
      payment_status: 'notYetReceived',
      latest_payment: { state: 'pending' },
    });
    expect(await enrolmentsOf(t.db, order.userId, order.courseId)).toHaveLength(0);
  });

  it('keeps watching an attempt whose buyer gave up waiting, as its page can still take the money', async () => {
    await control.postbacks({ enabled: false });
    const order = await orderToPay(t.app, t.db, { methodId: 13 });
    const started = await startedPaySolutions(t.app, order);
    await postHostedForm(started);
    const gaveUp = await checkNow(order, started.orderPaymentId, { abandon: true });
    expect(gaveUp.json()).toMatchObject({ latest_payment: { state: 'pending' } });

    await decideOnHostedPage(started, 'pay');
    await checkNow(order, started.orderPaymentId);

    expect(await orderStatus(t.db, order.orderId)).toBe('approved');
  });

  it('shows the real state to a browser that comes back before the postback: paid, because the inquiry says so', async () => {
    await control.postbacks({ enabled: false });
    const order = await orderToPay(t.app, t.db, { methodId: 13 });
    const started = await startedPaySolutions(t.app, order);
    await postHostedForm(started);
    await decideOnHostedPage(started, 'pay');

    const check = await checkNow(order, started.orderPaymentId);

    expect(check.json()).toMatchObject({
      payment_status: 'approved',
      latest_payment: { state: 'succeeded' },
    });
    expect(await timesEntered(t.db, order.orderId, 'approved')).toBe(1);
  });

  it('stays pending while the buyer is on the page, then settles when they pay', async () => {
    const order = await orderToPay(t.app, t.db, { methodId: 13 });
    const started = await startedPaySolutions(t.app, order);
    await postHostedForm(started);

    expect((await checkNow(order, started.orderPaymentId)).json()).toMatchObject({
      latest_payment: { state: 'pending' },
    });
    await control.pay(started.data.refno);

    await eventually(async () => (await orderStatus(t.db, order.orderId)) === 'approved');
  });

  it('flags money of another amount for an administrator and fulfils nothing', async () => {
    const order = await orderToPay(t.app, t.db, { methodId: 13 });
    const started = await startedPaySolutions(t.app, order);
    await postHostedForm(started);

    await control.pay(started.data.refno, order.total - 100);

    await eventually(async () => (await attemptsOf(t.db, order.orderId))[0]?.state === 'flagged');
    expect((await attemptsOf(t.db, order.orderId))[0]?.flagReason).toBe('amount_mismatch');
    expect(await orderStatus(t.db, order.orderId)).toBe('notYetReceived');
    expect(await enrolmentsOf(t.db, order.userId, order.courseId)).toHaveLength(0);
  });

  it.each([
    ['500', { mode: '500' as const }],
    ['time-out', { mode: 'timeout' as const, delayMs: 4_000 }],
    ['dropped connection', { mode: 'drop' as const }],
  ])(
    'answers a clear error when Pay Solutions fails with a %s before the buyer leaves, and the order stays payable',
    async (_name, fault) => {
      const order = await orderToPay(t.app, t.db, { methodId: 13 });
      await t.sandbox.fault({ route: 'POST /paysolutions/order/orderdetailpost', ...fault });

      const response = await startPaySolutions(t.app, order);

      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ error: { code: 'PAYMENT_PROVIDER_UNAVAILABLE' } });
      expect(await orderStatus(t.db, order.orderId)).toBe('notYetReceived');
      expect((await attemptsOf(t.db, order.orderId))[0]).toMatchObject({
        state: 'failed',
        failureCode: 'provider_unavailable',
      });
      expect((await startPaySolutions(t.app, order)).statusCode).toBe(200);
    },
  );

  it('leaves the order payable when the hosted page itself fails, and a new attempt goes through', async () => {
    const order = await orderToPay(t.app, t.db, { methodId: 13 });
    const first = await startedPaySolutions(t.app, order);
    await t.sandbox.fault({ route: 'POST /paysolutions/epaylink/payment.aspx', mode: '500' });

    expect((await postHostedForm(first)).status).toBe(500);

    expect(await orderStatus(t.db, order.orderId)).toBe('notYetReceived');
    const second = await startedPaySolutions(t.app, order);
    await postHostedForm(second);
    await decideOnHostedPage(second, 'pay');
    await eventually(async () => (await orderStatus(t.db, order.orderId)) === 'approved');
  });

  it("refuses before asking Pay Solutions: an order made for another method, or not the buyer's", async () => {
    const transfer = await orderToPay(t.app, t.db, { methodId: 1 });
    const someoneElses = await orderToPay(t.app, t.db, { methodId: 13 });

    const wrongMethod = await startPaySolutions(t.app, transfer);
    const notTheirs = await startPaySolutions(t.app, { ...someoneElses, cookie: transfer.cookie });

    expect(wrongMethod.json()).toMatchObject({ error: { code: 'PAYMENT_METHOD_NOT_AVAILABLE' } });
    expect(notTheirs.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
    expect(await control.inquiries()).toHaveLength(0);
  });

  it('gives every attempt its own refno, even two in the same second', async () => {
    const order = await orderToPay(t.app, t.db, { methodId: 13 });

    const first = await startedPaySolutions(t.app, order);
    const second = await startedPaySolutions(t.app, order);

    expect(first.data.refno).not.toBe(second.data.refno);
    expect(first.data.refno).toMatch(/^\d{1,12}$/);
    expect(second.data.refno).toMatch(/^\d{1,12}$/);
  });

  it('starts one attempt when the buyer presses pay twice at once, and tells the second press to wait', async () => {
    const order = await orderToPay(t.app, t.db, { methodId: 13 });

    const answers = await Promise.all([startPaySolutions(t.app, order), startPaySolutions(t.app, order)]);

    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.statusCode === 409)?.json()).toMatchObject({
      error: { code: 'PAYMENT_IN_PROGRESS' },
    });
    expect(await attemptsOf(t.db, order.orderId)).toHaveLength(1);
  });

  it('logs the form and every inquiry with its raw body, and never a key', async () => {
    const order = await orderToPay(t.app, t.db, { methodId: 13 });
    const started = await startedPaySolutions(t.app, order);
    await postHostedForm(started);
    await decideOnHostedPage(started, 'pay');
    await eventually(async () => (await orderStatus(t.db, order.orderId)) === 'approved');

    const logs = await listPaymentLogs(t.db, started.orderPaymentId);

    expect(logs.map((log) => log.summary)).toEqual(
      expect.arrayContaining([
        `POST /order/orderdetailpost ${started.data.refno}`,
        'form for POST /sandbox/paysolutions/epaylink/payment.aspx (sent by the browser)',
      ]),
    );
    expect(logs.some((log) => log.kind === 'notification')).toBe(true);
    const text = JSON.stringify(logs);
    expect(text).not.toContain(PAYSOLUTIONS_SANDBOX_KEYS.secretKey);
    expect(text).not.toContain(PAYSOLUTIONS_SANDBOX_KEYS.apiKey);
  });
});

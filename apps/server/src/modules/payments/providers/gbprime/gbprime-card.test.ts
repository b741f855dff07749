import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { insertPaymentMethods } from '../../../../test/commerce-factories';
import { insertStudent } from '../../../../test/factories';
import { buildListeningTestApp, type ListeningTestApp } from '../../../../test/listening-test-app';
import {
  attemptsOf,
  enrolmentsOf,
  eventually,
  orderStatus,
  orderToPay,
  timesEntered,
} from '../../../../test/payment-fixtures';
import { sessionCookieFor } from '../../../../test/sessions';
import { listPaymentLogs } from '../../payment-attempts.repository';
import {
  checkNow,
  gbCardToken,
  gbControl,
  openIssuerPage,
  passIssuerPage,
  payByGbCard,
  type GbCardAnswer,
} from './gbprime-test-kit';

const GOOD_CARD = '4535017710535741';
const PASS = { otp: '123456', action: 'confirm' } as const;

describe('paying by card with GB Prime Pay and 3-D Secure (method 11)', () => {
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

  const startCard = async (price = 159_000, number = GOOD_CARD) => {
    const order = await orderToPay(t.app, t.db, { methodId: 11, price });
    const response = await payByGbCard(t.app, order, await gbCardToken(t.baseUrl, number));
    return { order, answer: response.json<GbCardAnswer>() };
  };
  const latest = async (orderId: number) => (await attemptsOf(t.db, orderId)).at(-1);

  it("charges GB in baht from the satang exactly, with otp Y, and answers spec 2's invoice_url", async () => {
    const { order, answer } = await startCard(266_430);

    expect(answer.status).toBe('pending');
    expect(answer.data.invoice_url).toMatch(
      new RegExp(
        `^${t.baseUrl}/payment/gbprime/3ds/${String(answer.orderPaymentId)}\\?gbpReferenceNo=gbp\\d+$`,
      ),
    );
    const charge = (await gb.requests()).find((request) => request.url.endsWith('/v2/tokens/charge'));
    const sent = JSON.parse(charge?.body ?? '{}') as Record<string, unknown>;
    expect(sent).toMatchObject({
      amount: '2664.30',
      otp: 'Y',
      responseUrl: `${t.baseUrl}/payment/${String(order.orderId)}?attempt=${String(answer.orderPaymentId)}`,
      backgroundUrl: `${t.baseUrl}/webhook/payment/gbprime`,
    });
    expect(String(sent.referenceNo)).toMatch(/^[0-9A-Z]{7,15}$/);
    expect(await orderStatus(t.db, order.orderId)).toBe('notYetReceived');
  });

  it("hands only the buyer a page that posts GB's 3-D Secure form, under its own strict CSP", async () => {
    const { order, answer } = await startCard();
    const url = new URL(answer.data.invoice_url ?? '');
    const stranger = await sessionCookieFor(t.db, (await insertStudent(t.db)).id);

    const page = await t.app.inject({ method: 'GET', url: url.pathname, headers: { cookie: order.cookie } });
    const strangers = await t.app.inject({ method: 'GET', url: url.pathname, headers: { cookie: stranger } });
    const nobody = await t.app.inject({ method: 'GET', url: url.pathname });

    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`action="${t.baseUrl}/sandbox/gbprime/v2/tokens/3d_secured"`);
    expect(page.body).toMatch(/name="gbpReferenceNo" value="gbp\d+"/);
    expect(page.body).not.toContain('SecretKey');
    expect(page.headers['content-security-policy']).toMatch(/form-action http:\/\/127\.0\.0\.1:\d+;/);
    expect(page.headers['content-security-policy']).toMatch(/script-src 'nonce-[^']+'/);
    expect(strangers.statusCode).toBe(404);
    expect(nobody.statusCode).toBe(401);
  });

  it('approves the order once the buyer passes the OTP page, from what GB says after the background post', async () => {
    const { order, answer } = await startCard();

    const back = await passIssuerPage(t.app, order, answer.data.invoice_url ?? '', PASS);

    expect(back).toEqual({
      status: 303,
      location: `${t.baseUrl}/payment/${String(order.orderId)}?attempt=${String(answer.orderPaymentId)}`,
    });
    await eventually(async () => (await orderStatus(t.db, order.orderId)) === 'approved');
    expect(await enrolmentsOf(t.db, order.userId, order.courseId)).toHaveLength(1);
    expect(await latest(order.orderId)).toMatchObject({
      state: 'succeeded',
      cardDetails: { last_digits: '5741' },
    });
    const calls = (await gb.requests()).map((request) => request.url.replace(/^\/sandbox\/gbprime/, ''));
    expect(calls).toContain('/v1/check_status_txn');
    // The page that sent the buyer on now sends them to the return screen instead.
    const again = await t.app.inject({
      method: 'GET',
      url: new URL(answer.data.invoice_url ?? '').pathname,
      headers: { cookie: order.cookie },
    });
    expect(again.statusCode).toBe(303);
  });

  it.each([
    ['a wrong OTP', { otp: '000000', action: 'confirm' as const }],
    ['Cancel', { action: 'cancel' as const }],
  ])('fails the attempt when the buyer gives %s, and the order stays payable', async (_name, decision) => {
    const { order, answer } = await startCard();

    await passIssuerPage(t.app, order, answer.data.invoice_url ?? '', decision);

    await eventually(async () => (await latest(order.orderId))?.state === 'failed');
    expect(await latest(order.orderId)).toMatchObject({ failureCode: 'payment_rejected' });
    expect(await orderStatus(t.db, order.orderId)).toBe('notYetReceived');
  });

  it('declines a card with its reason at once, and the order can be paid with another card', async () => {
    const { order, answer } = await startCard(159_000, '4000000000009995');

    expect(answer).toMatchObject({
      status: 'failed',
      failure_code: 'insufficient_fund',
      data: { invoice_url: null },
    });
    expect(await latest(order.orderId)).toMatchObject({
      state: 'failed',
      failureMessage: 'GB Prime Pay 51: Insufficient funds',
    });
    const retry = await payByGbCard(t.app, order, await gbCardToken(t.baseUrl, GOOD_CARD));
    expect(retry.json<GbCardAnswer>().status).toBe('pending');
  });

  it('keeps a code GB has no shop word for as it is', async () => {
    const { answer } = await startCard(159_000, '4000000000000119');

    expect(answer).toMatchObject({ status: 'failed', failure_code: '96' });
  });

  it('says "processing" to a buyer back without finishing 3-D Secure, and pays nothing', async () => {
    const { order, answer } = await startCard();

    const check = await checkNow(t.app, order, answer.orderPaymentId);

    expect(check.json()).toMatchObject({
      payment_status: 'notYetReceived',
      latest_payment: { state: 'pending' },
    });
    // GB's responseUrl form post proves nothing: it only redirects to the return screen.
    const posted = await fetch(
      `${t.baseUrl}/payment/${String(order.orderId)}?attempt=${String(answer.orderPaymentId)}`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'null' },
        body: 'resultCode=00&amount=1590.00',
        redirect: 'manual',
      },
    );
    expect(posted.status).toBe(303);
    expect(await orderStatus(t.db, order.orderId)).toBe('notYetReceived');
    expect(await enrolmentsOf(t.db, order.userId, order.courseId)).toHaveLength(0);
  });

  it("shows the real state to a buyer back before GB's background post: paid, because GB says so", async () => {
    await gb.webhooks(false);
    const { order, answer } = await startCard();
    await passIssuerPage(t.app, order, answer.data.invoice_url ?? '', PASS);

    const check = await checkNow(t.app, order, answer.orderPaymentId);

    expect(check.json()).toMatchObject({ payment_status: 'approved' });
  });

  it('keeps older attempts watched, never lets a late failure overwrite a paid order, and sets a second payment aside', async () => {
    const first = await startCard();
    // The buyer keeps each bank page open in its own tab while starting the next attempt.
    const firstPage = await openIssuerPage(t.app, first.order, first.answer.data.invoice_url ?? '');
    const second = await payByGbCard(t.app, first.order, await gbCardToken(t.baseUrl, GOOD_CARD));
    const secondPage = await openIssuerPage(
      t.app,
      first.order,
      second.json<GbCardAnswer>().data.invoice_url ?? '',
    );
    const third = await payByGbCard(t.app, first.order, await gbCardToken(t.baseUrl, GOOD_CARD));
    const thirdPage = await openIssuerPage(
      t.app,
      first.order,
      third.json<GbCardAnswer>().data.invoice_url ?? '',
    );

    await secondPage.decide(PASS);
    await eventually(async () => (await orderStatus(t.db, first.order.orderId)) === 'approved');
    await firstPage.decide({ action: 'cancel' });
    await thirdPage.decide(PASS);

    await eventually(async () =>
      (await attemptsOf(t.db, first.order.orderId)).every((attempt) => attempt.state !== 'pending'),
    );
    // GB cannot stop an open 3-D Secure charge, so each stays open and watched until it ends.
    expect((await attemptsOf(t.db, first.order.orderId)).map((attempt) => attempt.state)).toEqual([
      'failed',
      'succeeded',
      'flagged',
    ]);
    expect((await attemptsOf(t.db, first.order.orderId))[2]).toMatchObject({
      flagReason: 'paid_twice',
      // GB has no refund call: the money waits for an administrator.
      refundDueAt: null,
    });
    expect(await timesEntered(t.db, first.order.orderId, 'approved')).toBe(1);
  });

  it.each([
    ['500', { mode: '500' as const }],
    ['time-out', { mode: 'timeout' as const, delayMs: 4_000 }],
  ])('answers a clear error when GB fails with a %s, and the order stays payable', async (_name, fault) => {
    const order = await orderToPay(t.app, t.db, { methodId: 11 });
    await t.sandbox.fault({ route: 'POST /gbprime/v2/tokens/charge', ...fault });

    const response = await payByGbCard(t.app, order, await gbCardToken(t.baseUrl, GOOD_CARD));

    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ error: { code: 'PAYMENT_PROVIDER_UNAVAILABLE' } });
    expect(await latest(order.orderId)).toMatchObject({
      state: 'failed',
      failureCode: 'provider_unavailable',
    });
    const retry = await payByGbCard(t.app, order, await gbCardToken(t.baseUrl, GOOD_CARD));
    expect(retry.json<GbCardAnswer>().status).toBe('pending');
  });

  it('refuses another amount before calling GB', async () => {
    const order = await orderToPay(t.app, t.db, { methodId: 11 });

    const response = await payByGbCard(t.app, order, 'any-token', { total_amount: order.total - 100 });

    expect(response.json()).toMatchObject({ error: { code: 'PRICE_CHANGED' } });
    expect((await gb.requests()).filter((request) => request.url.endsWith('/charge'))).toHaveLength(0);
  });

  it('keeps a log of every call with the raw bodies, and never a key or a card number', async () => {
    const { order } = await startCard();
    const attempt = await latest(order.orderId);

    const logs = await listPaymentLogs(t.db, attempt?.id ?? 0);

    expect(logs.map((log) => `${log.kind} ${log.summary}`)).toEqual(
      expect.arrayContaining(['request POST /v2/tokens/charge', 'response POST /v2/tokens/charge']),
    );
    const text = JSON.stringify(logs);
    expect(text).not.toContain('SecretKey');
    expect(text).not.toContain(GOOD_CARD);
  });
});

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { insertPaymentMethods } from '../../../../test/commerce-factories';
import { buildListeningTestApp, type ListeningTestApp } from '../../../../test/listening-test-app';
import { attemptsOf, orderToPay } from '../../../../test/payment-fixtures';
import { SCB_SANDBOX_KEYS } from '@shop/payment-sandbox/scb/scb-sandbox-keys';
import { paymentAttemptLogs } from '../../../../db/tables';
import { createScbQr, scbSandbox, type ScbQrAnswer } from './scb-test-fixtures';

describe("the SCB adapter's OAuth token", () => {
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

  const calls = async () =>
    (await scb.requests()).map(
      (request) =>
        `${request.method} ${(request.url.split('?')[0] ?? '').replace('/sandbox/scb', '')} ${String(request.status)}`,
    );
  const newQr = async () => createScbQr(t.app, await orderToPay(t.app, t.db, { methodId: 4 }));

  it('asks for a token once and uses it while it lasts', async () => {
    await newQr();
    await newQr();

    expect((await calls()).filter((call) => call.startsWith('POST /v1/oauth/token'))).toHaveLength(1);
  });

  it('authorises again once when SCB says the token expired, and the call goes through', async () => {
    await newQr();
    await scb.tokenTtl({ expireIssued: true });
    const before = (await calls()).length;

    const answer = await newQr();

    expect(answer.json<ScbQrAnswer>().status.code).toBe(1000);
    expect((await calls()).slice(before)).toEqual([
      'POST /v2/payment/qrcode/create 401',
      'POST /v1/oauth/token 200',
      'POST /v2/payment/qrcode/create 200',
    ]);
  });

  it('gives up after one new token when SCB refuses that one too, and the order stays payable', async () => {
    await newQr();
    await scb.tokenTtl({ seconds: 0, expireIssued: true });
    const order = await orderToPay(t.app, t.db, { methodId: 4 });
    const before = (await calls()).length;

    const answer = await createScbQr(t.app, order);

    expect(answer.statusCode).toBe(503);
    expect(answer.json()).toMatchObject({ error: { code: 'PAYMENT_PROVIDER_UNAVAILABLE' } });
    expect((await calls()).slice(before)).toEqual([
      'POST /v2/payment/qrcode/create 401',
      'POST /v1/oauth/token 200',
      'POST /v2/payment/qrcode/create 401',
    ]);
    expect((await attemptsOf(t.db, order.orderId))[0]?.failureCode).toBe('provider_unavailable');
  });

  it('answers PAYMENT_PROVIDER_UNAVAILABLE when the token call fails, and asks for a token again next time', async () => {
    await newQr();
    await scb.tokenTtl({ expireIssued: true });
    await t.sandbox.fault({ route: 'POST /scb/v1/oauth/token', mode: '500' });
    const order = await orderToPay(t.app, t.db, { methodId: 4 });

    const failed = await createScbQr(t.app, order);
    const retried = await createScbQr(t.app, order);

    expect(failed.statusCode).toBe(503);
    expect(retried.json<ScbQrAnswer>().status.code).toBe(1000);
  });

  it("never writes the app's secret or the token into the payment log", async () => {
    await scb.tokenTtl({ expireIssued: true });
    await newQr();

    const logs = await t.db.select().from(paymentAttemptLogs);
    const tokenLogs = logs.filter((log) => log.summary.startsWith('POST /v1/oauth/token'));
    expect(tokenLogs.map((log) => log.kind)).toEqual(expect.arrayContaining(['request', 'response']));
    for (const log of logs) expect(log.body).not.toContain(SCB_SANDBOX_KEYS.apiSecret);
    for (const log of tokenLogs) expect(log.body).not.toMatch(/"accessToken":"[0-9a-f-]{36}"/);
  });

  it('refuses a reference SCB would refuse before calling SCB', async () => {
    const provider = t.app.payments.registry.byName('scb');

    await expect(provider?.inquire('o12a34d260115', () => Promise.resolve())).rejects.toMatchObject({
      code: 'invalid_reference',
    });
    expect(await calls()).toEqual([]);
  });
});

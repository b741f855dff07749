import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildSandboxApp } from '../test/build-sandbox-app';
import { control } from '../test/omise-test-client';
import { startWebhookReceiver } from '../test/start-webhook-receiver';
import { checkStatus, createQr, postQr } from './gbprime-test-client';
import { crc16CcittFalse } from './thai-qr-payload';

let app: FastifyInstance;
let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;

const start = async (statuses: number[] = [200]) => {
  receiver = await startWebhookReceiver(statuses);
  app = await buildSandboxApp({ shopUrl: receiver.url });
};
afterEach(async () => {
  await app.close();
  await receiver.close();
});

describe('GB Prime Pay QR Cash (POST /v3/qrcode/text)', () => {
  beforeEach(() => start());

  it('answers a PromptPay EMV payload for the amount, waiting (G) for a banking app', async () => {
    const qr = await createQr(app, { amount: '1234.50' });

    expect(qr.resultCode).toBe('00');
    expect(qr.qrcode).toMatch(/^00020101021230\d{2}0016A000000677010112/);
    expect(qr.qrcode).toContain('54071234.50');
    expect(qr.qrcode.slice(-4)).toBe(crc16CcittFalse(qr.qrcode.slice(0, -4)));
    expect((await checkStatus(app, qr.referenceNo)).txn).toMatchObject({ status: 'G', paymentType: 'Q' });
  });

  it('refuses a wrong customer token with 401 and an amount of zero with 400', async () => {
    expect((await postQr(app, { token: 'wrong' })).statusCode).toBe(401);
    expect((await postQr(app, { amount: '0.00' })).statusCode).toBe(400);
  });

  it('settles (S) when the bank pays, then posts resultCode 00 to the shop', async () => {
    const qr = await createQr(app);

    await control(app, 'POST', `/gbprime/transactions/${qr.referenceNo}/succeed`, {});

    expect((await checkStatus(app, qr.referenceNo)).txn).toMatchObject({ status: 'S', amount: 1234.5 });
    const [post] = await receiver.waitFor(1);
    expect(JSON.parse(post?.rawBody ?? '{}')).toMatchObject({ resultCode: '00', paymentType: 'Q' });
  });

  it('reports another amount when told to (a mismatch for the shop to catch)', async () => {
    const qr = await createQr(app);

    await control(app, 'POST', `/gbprime/transactions/${qr.gbpReferenceNo}/succeed`, { amount: 100_000 });

    expect((await checkStatus(app, qr.referenceNo)).txn?.amount).toBe(1000);
  });

  it('can no longer be paid once expired, and says nothing to the shop', async () => {
    const qr = await createQr(app);

    await control(app, 'POST', `/gbprime/transactions/${qr.referenceNo}/expire`);

    await control(app, 'POST', `/gbprime/transactions/${qr.referenceNo}/succeed`, {}, 409);
    expect((await checkStatus(app, qr.referenceNo)).txn?.status).toBe('G');
    expect(receiver.received).toHaveLength(0);
  });

  it('delivers a forged "00" post for an unpaid QR, and repeats on demand', async () => {
    const qr = await createQr(app);

    const { deliveries } = await control<{ deliveries: { status: number }[] }>(
      app,
      'POST',
      `/gbprime/transactions/${qr.referenceNo}/webhook`,
      { times: 2, variant: 'forged' },
    );

    expect(deliveries.map((delivery) => delivery.status)).toEqual([200, 200]);
    expect(receiver.received.map((post) => JSON.parse(post.rawBody) as { resultCode: string })).toMatchObject(
      [{ resultCode: '00' }, { resultCode: '00' }],
    );
    expect((await checkStatus(app, qr.referenceNo)).txn?.status).toBe('G');
  });

  it('loses the background post while posts are switched off', async () => {
    const qr = await createQr(app);
    await control(app, 'POST', '/gbprime/webhooks', { enabled: false });

    await control(app, 'POST', `/gbprime/transactions/${qr.referenceNo}/succeed`, {});

    await expect(receiver.waitFor(1, 300)).rejects.toThrow();
  });

  it('lists transactions by status, and a reset forgets them', async () => {
    const qr = await createQr(app);

    const pending = await control<{ referenceNo: string }[]>(app, 'GET', '/gbprime/transactions?status=G');
    expect(pending.map((txn) => txn.referenceNo)).toContain(qr.referenceNo);
    await control(app, 'POST', '/reset');
    expect(await control<unknown[]>(app, 'GET', '/gbprime/transactions')).toEqual([]);
  });

  it('shows the QR on the banking app page and pays from there', async () => {
    const qr = await createQr(app);

    const page = await app.inject({ method: 'GET', url: `/sandbox/gbprime/qr/${qr.gbpReferenceNo}` });
    const paid = await app.inject({
      method: 'POST',
      url: `/sandbox/gbprime/qr/${qr.gbpReferenceNo}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'action=pay',
    });

    expect(page.body).toContain('<svg');
    expect(page.body).not.toContain('<script');
    expect(paid.body).toContain('Settled');
    expect((await checkStatus(app, qr.referenceNo)).txn?.status).toBe('S');
  });
});

describe('GB Prime Pay background posts to a shop that fails', () => {
  beforeEach(() => start([500, 500, 200]));

  it('retries until the shop answers 2xx', async () => {
    const qr = await createQr(app);

    await control(app, 'POST', `/gbprime/transactions/${qr.referenceNo}/succeed`, {});

    const posts = await receiver.waitFor(3);
    expect(new Set(posts.map((post) => post.rawBody)).size).toBe(1);
  });

  it('answers an injected 500 on check_status_txn in GB shape', async () => {
    const qr = await createQr(app);
    await control(app, 'POST', '/faults', { route: 'POST /gbprime/v1/check_status_txn', mode: '500' }, 201);

    const response = await app.inject({
      method: 'POST',
      url: '/sandbox/gbprime/v1/check_status_txn',
      payload: { referenceNo: qr.referenceNo },
    });

    expect(response.statusCode).toBe(500);
    expect(response.json()).toMatchObject({ resultCode: '99' });
  });
});

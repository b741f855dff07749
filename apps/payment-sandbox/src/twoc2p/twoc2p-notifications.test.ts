import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { buildSandboxApp } from '../test/build-sandbox-app';
import { control } from '../test/omise-test-client';
import { startWebhookReceiver } from '../test/start-webhook-receiver';
import { verifyPayload } from './twoc2p-jwt';
import { TWOC2P_SANDBOX_KEYS } from './twoc2p-sandbox-keys';
import { callApi, createPaymentToken, payOnPage, tokenClaims } from './twoc2p-test-client';

type Receiver = Awaited<ReturnType<typeof startWebhookReceiver>>;

let app: FastifyInstance | undefined;
let receiver: Receiver | undefined;

const setUp = async (statuses: number[] = [200]) => {
  receiver = await startWebhookReceiver(statuses);
  app = await buildSandboxApp({ shopUrl: receiver.url });
  return { app, receiver };
};

afterEach(async () => {
  await app?.close();
  await receiver?.close();
  app = undefined;
  receiver = undefined;
});

const claimsOf = async (rawBody: string | undefined) =>
  verifyPayload((JSON.parse(rawBody ?? '{}') as { payload: string }).payload, TWOC2P_SANDBOX_KEYS.secretKey);

describe("2C2P's backend notification", () => {
  it('posts a JWT signed with the merchant key to the path of backendReturnUrl, ignoring its host', async () => {
    const { app, receiver } = await setUp();
    const token = await createPaymentToken(app, {
      backendReturnUrl: 'https://shop.example/webhook/payment/2c2p',
    });

    await payOnPage(app, token.pagePath, '4111111111111111');
    const [notification] = await receiver.waitFor(1);

    expect(notification?.path).toBe('/webhook/payment/2c2p');
    expect(await claimsOf(notification?.rawBody)).toMatchObject({
      invoiceNo: token.invoiceNo,
      amount: '2664.30',
      cardNo: '411111XXXXXX1111',
      respCode: '0000',
    });
  });

  it('retries after the shop fails and stops once it answers 2xx', async () => {
    const { app, receiver } = await setUp([500, 200]);
    const token = await createPaymentToken(app, { paymentChannel: ['QR'] });

    await control(app, 'POST', `/2c2p/payments/${token.invoiceNo}/succeed`, {});

    expect(await receiver.waitFor(2)).toHaveLength(2);
  });

  it('delivers forged notifications on request: a changed claim, another key', async () => {
    const { app, receiver } = await setUp();
    const token = await createPaymentToken(app, { paymentChannel: ['QR'] });

    await control(app, 'POST', `/2c2p/payments/${token.invoiceNo}/webhook`, { variant: 'tamper' });
    await control(app, 'POST', `/2c2p/payments/${token.invoiceNo}/webhook`, { variant: 'wrong-key' });
    await control(app, 'POST', `/2c2p/payments/${token.invoiceNo}/webhook`, { times: 2 });

    const received = await receiver.waitFor(4);
    const verified = await Promise.all(received.map((notification) => claimsOf(notification.rawBody)));
    expect(verified.map((claims) => claims?.respCode ?? 'refused')).toEqual([
      'refused',
      'refused',
      '0001',
      '0001',
    ]);
  });

  it('sends nothing while notifications are off: a lost notification', async () => {
    const { app, receiver } = await setUp();
    await control(app, 'POST', '/2c2p/webhooks', { enabled: false });
    const token = await createPaymentToken(app, { paymentChannel: ['QR'] });

    await control(app, 'POST', `/2c2p/payments/${token.invoiceNo}/succeed`, {});
    await control(app, 'POST', `/2c2p/payments/${token.invoiceNo}/webhook`, {});

    // The control delivery is the only one that arrives.
    expect(await receiver.waitFor(1)).toHaveLength(1);
  });

  it('makes the old key fail with 9042 once the merchant key is rotated, until reset', async () => {
    const { app } = await setUp();
    await control(app, 'POST', '/2c2p/merchant-key', { secretKey: 'A-NEW-KEY-FROM-THE-PORTAL-0001' });

    const refused = await callApi(app, 'paymentToken', tokenClaims());
    await control(app, 'POST', '/reset', {});
    const accepted = await callApi(app, 'paymentToken', tokenClaims());

    expect(refused.json).toMatchObject({ respCode: '9042' });
    expect(accepted.claims).toMatchObject({ respCode: '0000' });
  });
});

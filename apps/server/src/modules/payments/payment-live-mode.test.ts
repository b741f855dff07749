import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { insertPaymentMethods } from '../../test/commerce-factories';
import { loadConfig } from '../../config';
import { buildPaymentRegistry } from './payment-registry';

describe('live payment mode', () => {
  const apps: TestApp[] = [];
  afterAll(async () => {
    for (const app of apps) await app.close();
  });

  it('starts no gateway without its keys: their methods are neither offered nor accepted', async () => {
    const t = await buildTestApp({ PAYMENT_MODE: 'live' });
    apps.push(t);
    await insertPaymentMethods(t.db, [1, 8, 9]);

    const methods = await t.app.inject({ method: 'GET', url: '/public/cart/payments/methods' });
    const key = await t.app.inject({ method: 'GET', url: '/api/omise/creditcard/applicationid' });
    const sandbox = await t.app.inject({ method: 'GET', url: '/sandbox/' });

    expect(methods.json<{ data: { id: number }[] }>().data.map((method) => method.id)).toEqual([1]);
    expect(key.json()).toMatchObject({ error: { code: 'PAYMENT_METHOD_NOT_AVAILABLE' } });
    expect(sandbox.statusCode).toBe(404);
    expect(t.app.payments.registry.notStarted).toEqual([
      { provider: 'omise', missing: ['OMISE_PUBLIC_KEY', 'OMISE_SECRET_KEY', 'OMISE_WEBHOOK_SECRET'] },
      { provider: 'paypal', missing: ['PAYPAL_CLIENT_ID', 'PAYPAL_CLIENT_SECRET', 'PAYPAL_WEBHOOK_ID'] },
      { provider: '2c2p', missing: ['TWOC2P_MERCHANT_ID', 'TWOC2P_SECRET_KEY'] },
      { provider: 'scb', missing: ['SCB_API_KEY', 'SCB_API_SECRET', 'SCB_BILLER_ID', 'SCB_REF3_PREFIX'] },
      { provider: 'gbprime', missing: ['GBPRIME_PUBLIC_KEY', 'GBPRIME_SECRET_KEY', 'GBPRIME_TOKEN'] },
      {
        provider: 'paysolutions',
        missing: ['PAYSOLUTIONS_MERCHANT_ID', 'PAYSOLUTIONS_SECRET_KEY', 'PAYSOLUTIONS_API_KEY'],
      },
    ]);
  });

  it('uses the keys and addresses of the environment when they are all there', () => {
    const registry = buildPaymentRegistry(
      loadConfig({
        PAYMENT_MODE: 'live',
        OMISE_PUBLIC_KEY: 'pkey_live_1',
        OMISE_SECRET_KEY: 'skey_live_1',
        OMISE_WEBHOOK_SECRET: Buffer.from('secret').toString('base64'),
      }),
    );

    expect(registry.omise).toMatchObject({
      apiUrl: 'https://api.omise.co',
      vaultUrl: 'https://vault.omise.co',
      publicKey: 'pkey_live_1',
    });
    expect(registry.canTakePayment(8)).toBe(true);
    expect(registry.canTakePayment(2)).toBe(false);
  });

  it('points every adapter at the local sandbox in sandbox mode, the browser at the public address', () => {
    const registry = buildPaymentRegistry(
      loadConfig({
        PORT: '4321',
        PUBLIC_URL: 'https://shop.example.com',
        ALLOW_SANDBOX_ON_PUBLIC_URL: 'true',
      }),
    );

    expect(registry.omise).toMatchObject({
      apiUrl: 'http://127.0.0.1:4321/sandbox/omise',
      vaultUrl: 'https://shop.example.com/sandbox/omise-vault',
    });
  });
});

import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { buildSandboxApp, PUBLIC_BASE_URL } from './test/build-sandbox-app';
import { chargeCard, control } from './test/omise-test-client';

const apps: FastifyInstance[] = [];
const build = async (options: Parameters<typeof buildSandboxApp>[0] = {}) => {
  const app = await buildSandboxApp(options);
  apps.push(app);
  return app;
};

afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

describe('the payment sandbox plugin', () => {
  it('lists its providers with the browser-facing URLs', async () => {
    const app = await build({ shopUrl: 'http://127.0.0.1:3000/' });

    const response = await app.inject({ method: 'GET', url: '/sandbox/' });

    const listing = response.json<{ sandbox: boolean; shop_url: string; providers: { id: string }[] }>();
    expect(listing.sandbox).toBe(true);
    expect(listing.shop_url).toBe('http://127.0.0.1:3000');
    expect(listing.providers.map((provider) => provider.id)).toEqual([
      'omise',
      'paypal',
      '2c2p',
      'scb',
      'gbprime',
      'paysolutions',
      'book-partner',
      'identity',
      'easyslip',
    ]);
    expect(listing.providers[0]).toEqual({
      id: 'omise',
      name: 'Omise (Opn Payments)',
      api: `${PUBLIC_BASE_URL}/omise`,
      vault: `${PUBLIC_BASE_URL}/omise-vault`,
      pages: `${PUBLIC_BASE_URL}/omise/`,
      methods: [8, 9],
    });
  });

  it('keeps state per app, so two apps in one process never share charges', async () => {
    const first = await build();
    const second = await build();
    await chargeCard(first, '4242424242424242');

    expect(await control<unknown[]>(first, 'GET', '/omise/charges')).toHaveLength(1);
    expect(await control<unknown[]>(second, 'GET', '/omise/charges')).toHaveLength(0);
  });

  it('answers an unknown sandbox path with a JSON 404', async () => {
    const app = await build();

    const response = await app.inject({ method: 'GET', url: '/sandbox/nowhere' });

    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: expect.stringContaining('/sandbox/nowhere') as string });
  });

  it('refuses a control request for an unknown charge with 404', async () => {
    const app = await build();

    expect(await control(app, 'POST', '/omise/charges/chrg_test_none/succeed', {}, 404)).toEqual({
      error: 'charge not found',
    });
  });
});

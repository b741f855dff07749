import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { OmiseCharge } from '../omise/omise-objects';
import { buildSandboxApp } from '../test/build-sandbox-app';
import { chargeCard, control, secretKeyAuth } from '../test/omise-test-client';
import type { RecordedRequest } from './request-recorder';

let app: FastifyInstance;
let base: string;

beforeEach(async () => {
  app = await buildSandboxApp();
  await app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/sandbox`;
});
afterEach(async () => {
  await app.close();
});

const CHARGE_BODY = JSON.stringify({ amount: 5000, currency: 'thb', source: { type: 'promptpay' } });

/** A real HTTP call, so dropped sockets look to the caller as they would to the shop's adapter. */
const createCharge = () =>
  fetch(`${base}/omise/charges`, {
    method: 'POST',
    headers: { ...secretKeyAuth, 'content-type': 'application/json' },
    body: CHARGE_BODY,
  });

const storedCharges = () => control<OmiseCharge[]>(app, 'GET', '/omise/charges');

describe('faults', () => {
  it('answers 500 with an Omise error once, then works again', async () => {
    await control(app, 'POST', '/faults', { route: 'POST /omise/charges', mode: '500' }, 201);

    const failed = await createCharge();
    const next = await createCharge();

    expect(failed.status).toBe(500);
    expect(await failed.json()).toMatchObject({ object: 'error', code: 'internal_error' });
    expect(next.status).toBe(200);
    expect(await storedCharges()).toHaveLength(1);
  });

  it('drops the connection without answering or creating the charge', async () => {
    await control(app, 'POST', '/faults', { route: 'POST /omise/charges', mode: 'drop' }, 201);

    await expect(createCharge()).rejects.toThrow();
    expect(await storedCharges()).toHaveLength(0);
  });

  it('holds the request for delayMs, then drops it', async () => {
    await control(
      app,
      'POST',
      '/faults',
      { route: 'POST /omise/charges', mode: 'timeout', delayMs: 150 },
      201,
    );

    const started = Date.now();
    await expect(createCharge()).rejects.toThrow();

    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
    expect(await storedCharges()).toHaveLength(0);
  });

  it.each(['drop', 'timeout'])(
    'with after, creates the charge and loses only the answer (%s)',
    async (mode) => {
      await control(
        app,
        'POST',
        '/faults',
        { route: 'POST /omise/charges', mode, delayMs: 50, after: true },
        201,
      );

      await expect(createCharge()).rejects.toThrow();

      expect(await storedCharges()).toHaveLength(1);
    },
  );

  it('with delay, creates the charge and answers it normally, only late', async () => {
    await control(app, 'POST', '/faults', { route: 'POST /omise/charges', mode: 'delay', delayMs: 150 }, 201);
    const started = Date.now();
    const response = await createCharge();
    expect(response.status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
    expect(await storedCharges()).toHaveLength(1);
  });

  it('with after, answers 500 for a charge that was in fact created', async () => {
    await control(app, 'POST', '/faults', { route: 'POST /omise/charges', mode: '500', after: true }, 201);

    const response = await createCharge();

    expect(response.status).toBe(500);
    expect(await storedCharges()).toHaveLength(1);
  });

  it('matches :param patterns and counts down', async () => {
    const charge = await chargeCard(app, '4242424242424242');
    await control(app, 'POST', '/faults', { route: 'GET /omise/charges/:id', mode: '500', count: 2 }, 201);
    const read = () => fetch(`${base}/omise/charges/${charge.id}`, { headers: secretKeyAuth });

    const statuses = [(await read()).status, (await read()).status, (await read()).status];

    expect(statuses).toEqual([500, 500, 200]);
  });

  it('releases a held request when the app closes instead of waiting 30 seconds', async () => {
    await control(app, 'POST', '/faults', { route: 'POST /omise/charges', mode: 'timeout' }, 201);
    const pending = createCharge().catch((error: unknown) => error);
    // The fault is taken when the request arrives: from then on the sandbox holds it.
    while ((await control<unknown[]>(app, 'GET', '/faults')).length > 0)
      await new Promise((resolve) => setTimeout(resolve, 10));

    const started = Date.now();
    await app.close();

    expect(Date.now() - started).toBeLessThan(2000);
    expect(await pending).toBeInstanceOf(Error);
  });

  it('refuses a fault without a method and path', async () => {
    const answer = await control(app, 'POST', '/faults', { route: '/omise/charges', mode: '500' }, 400);

    expect(answer.error).toContain('route');
  });
});

describe('recorded requests', () => {
  it('records each provider request with its raw body and status, never the Authorization value', async () => {
    await control(app, 'POST', '/faults', { route: 'POST /omise/charges', mode: 'drop' }, 201);
    await createCharge().catch(() => undefined);
    await createCharge();

    const requests = await control<RecordedRequest[]>(app, 'GET', '/requests?provider=omise');

    expect(requests.map(({ method, url, status, body }) => ({ method, url, status, body }))).toEqual([
      { method: 'POST', url: '/sandbox/omise/charges', status: null, body: CHARGE_BODY },
      { method: 'POST', url: '/sandbox/omise/charges', status: 200, body: CHARGE_BODY },
    ]);
    expect(JSON.stringify(requests)).not.toContain(secretKeyAuth.authorization.slice(6));
    expect(requests[0]?.at).toEqual(expect.any(String));
  });

  it('keeps the control API out of the recording', async () => {
    await control(app, 'GET', '/omise/charges');

    const requests = await control<RecordedRequest[]>(app, 'GET', '/requests');

    expect(requests).toEqual([]);
  });
});

describe('reset', () => {
  it('forgets charges, recordings, faults and overrides, and turns webhooks back on', async () => {
    await chargeCard(app, '4242424242424242');
    await control(app, 'POST', '/faults', { route: 'POST /omise/charges', mode: '500' }, 201);
    await control(app, 'POST', '/omise/next-charge', { outcome: 'failed' });
    await control(app, 'POST', '/omise/webhooks', { enabled: false });

    await control(app, 'POST', '/reset');

    expect(await storedCharges()).toEqual([]);
    expect(await control<unknown[]>(app, 'GET', '/requests')).toEqual([]);
    expect(await control<unknown[]>(app, 'GET', '/faults')).toEqual([]);
    expect((await chargeCard(app, '4242424242424242')).status).toBe('successful');
  });
});

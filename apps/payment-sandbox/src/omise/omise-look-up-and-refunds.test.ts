import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildSandboxApp } from '../test/build-sandbox-app';
import { chargeCard, control, createToken, postCharge, secretKeyAuth } from '../test/omise-test-client';
import type { OmiseCharge, OmiseRefund, OmiseSearchResult } from './omise-objects';

let app: FastifyInstance;

beforeEach(async () => {
  app = await buildSandboxApp();
});
afterEach(async () => {
  await app.close();
});

const search = async (query: string) => {
  const response = await app.inject({
    method: 'GET',
    url: `/sandbox/omise/search?scope=charge&query=${encodeURIComponent(query)}`,
    headers: secretKeyAuth,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<OmiseSearchResult<OmiseCharge>>();
};

const refund = (chargeId: string, amount: number, key?: string) =>
  app.inject({
    method: 'POST',
    url: `/sandbox/omise/charges/${chargeId}/refunds`,
    headers: { ...secretKeyAuth, ...(key ? { 'omise-idempotency-key': key } : {}) },
    payload: { amount },
  });

describe('searching charges', () => {
  it('finds a charge by a metadata value only once the search index has caught up with it', async () => {
    await control(app, 'POST', '/omise/search-lag', { ms: 60_000 });
    const charge = await chargeCard(app, '4242424242424242', { metadata: { shop_ref: 'shop-77-abc' } });
    expect((await search('shop-77-abc')).data).toEqual([]);

    await control(app, 'POST', '/omise/search-lag', { ms: 0 });
    const found = await search('shop-77-abc');
    expect(found).toMatchObject({ object: 'search', scope: 'charge', total: 1 });
    expect(found.data.map((item) => item.id)).toEqual([charge.id]);
    expect((await search('shop-78')).data).toEqual([]);
  });

  it('refuses a scope it does not search', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/sandbox/omise/search?scope=customer',
      headers: secretKeyAuth,
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('refunds', () => {
  it('gives back a successful charge once, and no more than it took', async () => {
    const charge = await chargeCard(app, '4242424242424242');
    const first = await refund(charge.id, 150_000);
    expect(first.statusCode).toBe(200);
    expect(first.json<OmiseRefund>()).toMatchObject({ object: 'refund', amount: 150_000, charge: charge.id });
    const again = await refund(charge.id, 1);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: 'failed_refund' });
  });

  it('answers a repeated refund with the same idempotency key without paying out twice', async () => {
    const charge = await chargeCard(app, '4242424242424242');
    const first = await refund(charge.id, 150_000, 'refund-attempt-9');
    const repeat = await refund(charge.id, 150_000, 'refund-attempt-9');
    expect(repeat.json<OmiseRefund>().id).toBe(first.json<OmiseRefund>().id);
    expect(await control<OmiseRefund[]>(app, 'GET', '/omise/refunds')).toHaveLength(1);
  });
});

describe('idempotent charges', () => {
  it('charges once for one Omise-Idempotency-Key, however often the call is repeated', async () => {
    const token = await createToken(app, '4242424242424242');
    const post = () =>
      app.inject({
        method: 'POST',
        url: '/sandbox/omise/charges',
        headers: { ...secretKeyAuth, 'omise-idempotency-key': 'shop-attempt-5' },
        payload: { amount: 150_000, currency: 'thb', card: token.id },
      });
    const first = await post();
    const repeat = await post();
    expect(repeat.json<OmiseCharge>().id).toBe(first.json<OmiseCharge>().id);
    expect(await control<OmiseCharge[]>(app, 'GET', '/omise/charges')).toHaveLength(1);
    // Without the key, the used token is refused: a second charge is a new call.
    expect((await postCharge(app, { amount: 150_000, currency: 'thb', card: token.id })).statusCode).toBe(
      400,
    );
  });
});

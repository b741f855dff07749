import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildSandboxApp } from '../test/build-sandbox-app';
import {
  basicAuth,
  chargeCard,
  control,
  createToken,
  postCharge,
  secretKeyAuth,
} from '../test/omise-test-client';
import { OMISE_SANDBOX_KEYS } from './omise-sandbox-keys';

let app: FastifyInstance;

beforeEach(async () => {
  app = await buildSandboxApp();
});
afterEach(async () => {
  await app.close();
});

describe('Omise card charges', () => {
  it('charges a good card: successful, paid, with a transaction and the token used up', async () => {
    const token = await createToken(app, '4242424242424242');
    const response = await postCharge(app, {
      amount: 150_000,
      currency: 'THB',
      card: token.id,
      description: 'Order 42',
      metadata: { order_id: '42' },
    });

    expect(response.statusCode).toBe(200);
    const charge = response.json<Record<string, unknown>>();
    expect(charge).toMatchObject({
      object: 'charge',
      livemode: false,
      status: 'successful',
      amount: 150_000,
      currency: 'thb',
      description: 'Order 42',
      metadata: { order_id: '42' },
      authorized: true,
      paid: true,
      capturable: false,
      capture: true,
      authorize_uri: null,
      failure_code: null,
      failure_message: null,
      source: null,
      refunded_amount: 0,
      card: { last_digits: '4242', brand: 'Visa' },
    });
    expect(charge.id).toMatch(/^chrg_test_/);
    expect(charge.transaction).toMatch(/^trxn_test_/);
    expect(charge.paid_at).toEqual(expect.any(String));
  });

  it('accepts a form-encoded charge with metadata in bracket keys', async () => {
    const token = await createToken(app, '3530111333300000');
    const response = await app.inject({
      method: 'POST',
      url: '/sandbox/omise/charges',
      headers: { ...secretKeyAuth, 'content-type': 'application/x-www-form-urlencoded' },
      payload: `amount=250000&currency=thb&card=${token.id}&metadata[order_id]=77`,
    });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'successful',
      amount: 250_000,
      metadata: { order_id: '77' },
    });
  });

  it.each([
    ['4111111111140011', 'insufficient_fund'],
    ['5555551111110011', 'insufficient_fund'],
    ['3530111111190011', 'insufficient_fund'],
    ['4111111111130012', 'stolen_or_lost_card'],
    ['5555551111100012', 'stolen_or_lost_card'],
    ['4111111111120013', 'failed_processing'],
    ['5555551111190013', 'failed_processing'],
    ['4111111111110014', 'payment_rejected'],
    ['5555551111180014', 'payment_rejected'],
  ])('declines test card %s with %s, answering 200 with status failed', async (number, code) => {
    const charge = await chargeCard(app, number);

    expect(charge).toMatchObject({ status: 'failed', failure_code: code, paid: false, authorized: false });
    expect(charge.failure_message).toEqual(expect.any(String));
    expect(charge.transaction).toBeNull();
  });

  it('uses Omise wording for an insufficient-funds decline', async () => {
    const charge = await chargeCard(app, '4111111111140011');

    expect(charge.failure_message).toBe(
      'insufficient funds in the account or the card has reached the credit limit',
    );
  });

  it.each(['4111111111111111', '5454545454545454', '3566111111111113', '378282246310005'])(
    'charges card %s successfully',
    async (number) => {
      expect((await chargeCard(app, number)).status).toBe('successful');
    },
  );

  it('refuses a token that was already used', async () => {
    const token = await createToken(app, '4242424242424242');
    await postCharge(app, { amount: 5000, currency: 'thb', card: token.id });

    const again = await postCharge(app, { amount: 5000, currency: 'thb', card: token.id });

    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ object: 'error', code: 'used_token' });
  });

  it('answers not_found for an unknown token', async () => {
    const response = await postCharge(app, { amount: 5000, currency: 'thb', card: 'tokn_test_nothere' });

    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ object: 'error', code: 'not_found' });
  });

  it.each([
    ['an amount under 20 baht', { amount: 1999 }],
    ['a fractional amount', { amount: 2500.5 }],
    ['a currency other than THB', { currency: 'usd' }],
    ['both a card and a source', { source: { type: 'promptpay' } }],
    ['capture=false', { capture: false }],
  ])('refuses %s with invalid_charge', async (_case, overrides) => {
    const token = await createToken(app, '4242424242424242');
    const response = await postCharge(app, { amount: 5000, currency: 'thb', card: token.id, ...overrides });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ object: 'error', code: 'invalid_charge' });
  });

  it.each([
    ['no key', undefined],
    ['the public key', basicAuth(OMISE_SANDBOX_KEYS.publicKey)],
    ['an unknown key', basicAuth('skey_test_somebodyelse')],
  ])('answers authentication_failure with %s', async (_case, authorization) => {
    const response = await app.inject({
      method: 'POST',
      url: '/sandbox/omise/charges',
      headers: authorization ? { authorization } : {},
      payload: { amount: 5000, currency: 'thb', source: { type: 'promptpay' } },
    });

    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      object: 'error',
      location: 'https://www.omise.co/api-errors#authentication-failure',
      code: 'authentication_failure',
      message: 'authentication failed',
    });
  });

  it('forces the next card charge to fail through the control API, whatever the card', async () => {
    await control(app, 'POST', '/omise/next-charge', {
      outcome: 'failed',
      failure_code: 'insufficient_fund',
    });

    const forced = await chargeCard(app, '4242424242424242');
    const next = await chargeCard(app, '4242424242424242');

    expect(forced).toMatchObject({ status: 'failed', failure_code: 'insufficient_fund' });
    expect(next.status).toBe('successful');
  });

  it('answers the charge by id and not_found for an unknown one', async () => {
    const charge = await chargeCard(app, '4242424242424242');

    const found = await app.inject({
      method: 'GET',
      url: `/sandbox/omise/charges/${charge.id}`,
      headers: secretKeyAuth,
    });
    const missing = await app.inject({
      method: 'GET',
      url: '/sandbox/omise/charges/chrg_test_none',
      headers: secretKeyAuth,
    });

    expect(found.json()).toEqual(charge);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'not_found' });
  });
});

import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildSandboxApp } from '../test/build-sandbox-app';
import { cardFields, publicKeyAuth, secretKeyAuth } from '../test/omise-test-client';

let app: FastifyInstance;

beforeEach(async () => {
  app = await buildSandboxApp();
});
afterEach(async () => {
  await app.close();
});

const postToken = (card: Record<string, unknown>) =>
  app.inject({
    method: 'POST',
    url: '/sandbox/omise-vault/tokens',
    headers: publicKeyAuth,
    payload: { card },
  });

describe('Omise vault tokens', () => {
  it('tokenises a card and answers an Omise token without the card number', async () => {
    const response = await postToken(cardFields('4242424242424242'));

    expect(response.statusCode).toBe(200);
    const token = response.json<Record<string, unknown>>();
    expect(token).toMatchObject({
      object: 'token',
      livemode: false,
      used: false,
      charge_status: 'unknown',
      card: {
        object: 'card',
        livemode: false,
        brand: 'Visa',
        last_digits: '4242',
        name: 'Somchai Jaidee',
        expiration_month: 12,
        security_code_check: true,
        bank: 'Sandbox Bank',
        country: 'th',
      },
    });
    expect(token.id).toMatch(/^tokn_test_[0-9a-z]+$/);
    expect(response.body).not.toContain('4242424242424242');
  });

  it('accepts a form-encoded body with bracket keys, as Omise.js sends it', async () => {
    const year = new Date().getUTCFullYear() + 2;
    const response = await app.inject({
      method: 'POST',
      url: '/sandbox/omise-vault/tokens',
      headers: { ...publicKeyAuth, 'content-type': 'application/x-www-form-urlencoded' },
      payload: `card[name]=A+Buyer&card[number]=5555555555554444&card[expiration_month]=1&card[expiration_year]=${year}&card[security_code]=999`,
    });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      card: { brand: 'MasterCard', last_digits: '4444', expiration_year: year },
    });
  });

  it.each([
    ['a number that fails the Luhn check', { number: '4242424242424241' }, 'number'],
    ['a number that is too short', { number: '42424242424' }, 'number'],
    ['a month outside 1 to 12', { expiration_month: 13 }, 'expiration month'],
    ['an expiry in the past', { expiration_year: 2020 }, 'expiration date'],
    ['a two-digit security code', { security_code: '12' }, 'security code'],
  ])('refuses %s with invalid_card naming the field', async (_case, overrides, field) => {
    const response = await postToken(cardFields('4242424242424242', overrides));

    expect(response.statusCode).toBe(400);
    const error = response.json<{ object: string; code: string; message: string }>();
    expect(error).toMatchObject({ object: 'error', code: 'invalid_card' });
    expect(error.message).toContain(field);
  });

  it('refuses the secret key, because the vault only takes the public key', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/sandbox/omise-vault/tokens',
      headers: secretKeyAuth,
      payload: { card: cardFields('4242424242424242') },
    });

    expect(response.statusCode).toBe(401);
  });
});

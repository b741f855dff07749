import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { OmiseCharge, OmiseToken } from '../omise/omise-objects';
import { OMISE_SANDBOX_KEYS } from '../omise/omise-sandbox-keys';

/** `Authorization` as Omise's clients send it: the key as username, an empty password. */
export const basicAuth = (key: string) => `Basic ${Buffer.from(`${key}:`).toString('base64')}`;

export const publicKeyAuth = { authorization: basicAuth(OMISE_SANDBOX_KEYS.publicKey) };
export const secretKeyAuth = { authorization: basicAuth(OMISE_SANDBOX_KEYS.secretKey) };

const nextYear = new Date().getUTCFullYear() + 1;

/** A valid card with `number`; override any field to make it invalid. */
export const cardFields = (number: string, overrides: Record<string, unknown> = {}) => ({
  name: 'Somchai Jaidee',
  number,
  expiration_month: 12,
  expiration_year: nextYear,
  security_code: '123',
  ...overrides,
});

export const createToken = async (app: FastifyInstance, number: string): Promise<OmiseToken> => {
  const response = await app.inject({
    method: 'POST',
    url: '/sandbox/omise-vault/tokens',
    headers: publicKeyAuth,
    payload: { card: cardFields(number) },
  });
  expect(response.statusCode).toBe(200);
  return response.json();
};

export const postCharge = (app: FastifyInstance, body: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: '/sandbox/omise/charges', headers: secretKeyAuth, payload: body });

/** Tokenises `number` and charges it; `extra` adds or overrides charge fields. */
export const chargeCard = async (
  app: FastifyInstance,
  number: string,
  extra: Record<string, unknown> = {},
): Promise<OmiseCharge> => {
  const token = await createToken(app, number);
  const response = await postCharge(app, { amount: 150_000, currency: 'thb', card: token.id, ...extra });
  expect(response.statusCode).toBe(200);
  return response.json();
};

export const chargePromptPay = async (
  app: FastifyInstance,
  extra: Record<string, unknown> = {},
): Promise<OmiseCharge> => {
  const response = await postCharge(app, {
    amount: 123_450,
    currency: 'THB',
    source: { type: 'promptpay' },
    ...extra,
  });
  expect(response.statusCode).toBe(200);
  return response.json();
};

export const getCharge = async (app: FastifyInstance, id: string): Promise<OmiseCharge> => {
  const response = await app.inject({
    method: 'GET',
    url: `/sandbox/omise/charges/${id}`,
    headers: secretKeyAuth,
  });
  expect(response.statusCode).toBe(200);
  return response.json();
};

/** Sends a control request and returns its JSON answer, failing the test on an unexpected status. */
export const control = async <T = Record<string, unknown>>(
  app: FastifyInstance,
  method: 'GET' | 'POST',
  path: string,
  payload?: Record<string, unknown>,
  expectedStatus = 200,
) => {
  const response = await app.inject({
    method,
    url: `/sandbox/__control${path}`,
    ...(payload ? { payload } : {}),
  });
  expect(response.statusCode, response.body).toBe(expectedStatus);
  return response.json<T>();
};

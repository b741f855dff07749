import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { GBPRIME_SANDBOX_KEYS } from './gbprime-sandbox-keys';

/** `Authorization` as GB's clients send it: `base64(key + ":")`. */
export const gbBasic = (key: string) => `Basic ${Buffer.from(`${key}:`).toString('base64')}`;

export const RESPONSE_URL = 'http://localhost:3000/payment/42?attempt=7';
export const BACKGROUND_URL = 'http://shop.example/webhook/payment/gbprime';

let sequence = 0;
/** A fresh referenceNo (at most 15 characters) for each request. */
export const newReferenceNo = () => {
  sequence += 1;
  return `T${String(Date.now() % 1e8)}${String(sequence).padStart(3, '0')}`;
};

const nextYear = String((new Date().getUTCFullYear() + 1) % 100).padStart(2, '0');

export const postToken = (
  app: FastifyInstance,
  card: Record<string, unknown>,
  key: string = GBPRIME_SANDBOX_KEYS.publicKey,
) =>
  app.inject({
    method: 'POST',
    url: '/sandbox/gbprime/v2/tokens',
    headers: { authorization: gbBasic(key) },
    payload: {
      rememberCard: false,
      card: {
        name: 'SOMCHAI JAIDEE',
        expirationMonth: '12',
        expirationYear: nextYear,
        securityCode: '123',
        ...card,
      },
    },
  });

export const cardToken = async (app: FastifyInstance, number: string): Promise<string> => {
  const response = await postToken(app, { number });
  const body = response.json<{ resultCode: string; card?: { token: string } }>();
  expect(body.resultCode, response.body).toBe('00');
  return body.card?.token ?? '';
};

export const postCharge = (
  app: FastifyInstance,
  body: Record<string, unknown>,
  key: string = GBPRIME_SANDBOX_KEYS.secretKey,
) =>
  app.inject({
    method: 'POST',
    url: '/sandbox/gbprime/v2/tokens/charge',
    headers: { authorization: gbBasic(key) },
    payload: body,
  });

/** Tokenises `number` and charges 1,500.00 THB with it. */
export const chargeCard = async (
  app: FastifyInstance,
  number: string,
  extra: Record<string, unknown> = {},
) => {
  const referenceNo = newReferenceNo();
  const response = await postCharge(app, {
    amount: '1500.00',
    referenceNo,
    detail: 'Order #42',
    customerName: 'Somchai',
    customerEmail: 'somchai@example.com',
    card: { token: await cardToken(app, number) },
    otp: 'N',
    responseUrl: RESPONSE_URL,
    backgroundUrl: BACKGROUND_URL,
    ...extra,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ resultCode: string; referenceNo: string; gbpReferenceNo: string; amount: number }>();
};

export const postQr = (app: FastifyInstance, fields: Record<string, string>) =>
  app.inject({
    method: 'POST',
    url: '/sandbox/gbprime/v3/qrcode/text',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      token: GBPRIME_SANDBOX_KEYS.token,
      amount: '1234.50',
      referenceNo: newReferenceNo(),
      backgroundUrl: BACKGROUND_URL,
      detail: 'Order #42',
      ...fields,
    }).toString(),
  });

export const createQr = async (app: FastifyInstance, fields: Record<string, string> = {}) => {
  const response = await postQr(app, fields);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ referenceNo: string; qrcode: string; resultCode: string; gbpReferenceNo: string }>();
};

export const checkStatus = async (app: FastifyInstance, referenceNo: string) => {
  const response = await app.inject({
    method: 'POST',
    url: '/sandbox/gbprime/v1/check_status_txn',
    headers: { authorization: gbBasic(GBPRIME_SANDBOX_KEYS.secretKey) },
    payload: { referenceNo },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{
    resultCode: string;
    txn?: { status: string; amount: number; currencyCode: string };
  }>();
};

/** The issuer page's form post: the merchant's auto-submit, or the buyer's OTP decision. */
export const postOtpPage = (app: FastifyInstance, fields: Record<string, string>) =>
  app.inject({
    method: 'POST',
    url: '/sandbox/gbprime/v2/tokens/3d_secured',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ publicKey: GBPRIME_SANDBOX_KEYS.publicKey, ...fields }).toString(),
  });

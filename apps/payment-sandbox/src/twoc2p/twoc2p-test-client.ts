import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { signPayload, verifyPayload } from './twoc2p-jwt';
import { TWOC2P_SANDBOX_KEYS } from './twoc2p-sandbox-keys';

const API = '/sandbox/2c2p/payment/4.3';
let invoiceSeq = 0;

/** An invoice number no other test uses. */
export const newInvoiceNo = () => {
  invoiceSeq += 1;
  return `T${String(Date.now())}N${String(invoiceSeq)}`;
};

/** Payment token claims as the shop's adapter sends them; `extra` adds or overrides. */
export const tokenClaims = (extra: Record<string, unknown> = {}) => ({
  merchantID: TWOC2P_SANDBOX_KEYS.merchantId,
  invoiceNo: newInvoiceNo(),
  description: 'Order #1',
  amount: '2664.30',
  currencyCode: 'THB',
  paymentChannel: ['CC'],
  frontendReturnUrl: 'http://localhost:3000/payment/1?attempt=1',
  backendReturnUrl: 'http://localhost:3000/webhook/payment/2c2p',
  userDefined1: '1',
  ...extra,
});

/** POSTs `{"payload": JWT}` signed with `key` and reads the answer, verifying a signed one. */
export const callApi = async (
  app: FastifyInstance,
  path: 'paymentToken' | 'paymentInquiry',
  claims: Record<string, unknown>,
  key: string = TWOC2P_SANDBOX_KEYS.secretKey,
) => {
  const response = await app.inject({
    method: 'POST',
    url: `${API}/${path}`,
    payload: { payload: await signPayload(claims, key) },
  });
  const json = response.json<{ payload?: string; respCode?: string }>();
  const verified = json.payload ? await verifyPayload(json.payload, TWOC2P_SANDBOX_KEYS.secretKey) : null;
  return { status: response.statusCode, json, claims: verified };
};

/** A payment token for `claims`; fails the test unless 2C2P says 0000. */
export const createPaymentToken = async (app: FastifyInstance, extra: Record<string, unknown> = {}) => {
  const claims = tokenClaims(extra);
  const answer = await callApi(app, 'paymentToken', claims);
  expect(answer.claims).toMatchObject({ respCode: '0000' });
  const url = new URL(String(answer.claims?.webPaymentUrl));
  return {
    invoiceNo: claims.invoiceNo,
    paymentToken: String(answer.claims?.paymentToken),
    webPaymentUrl: url.toString(),
    pagePath: url.pathname,
  };
};

export const inquire = async (app: FastifyInstance, invoiceNo: string) =>
  (
    await callApi(app, 'paymentInquiry', {
      merchantID: TWOC2P_SANDBOX_KEYS.merchantId,
      invoiceNo,
      locale: 'en',
    })
  ).claims ?? {};

/** Posts the hosted page's form as a browser would. */
export const submitPage = (app: FastifyInstance, pagePath: string, fields: Record<string, string>) =>
  app.inject({
    method: 'POST',
    url: pagePath,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });

export const CARD_FIELDS = (number: string) => ({
  action: 'pay',
  name: 'SOMCHAI JAIDEE',
  number,
  month: '12',
  year: String(new Date().getUTCFullYear() + 2),
  cvv: '123',
});

/** Card form, then the OTP: the buyer's whole way through 2C2P's page. Returns the final page. */
export const payOnPage = async (app: FastifyInstance, pagePath: string, number: string, otp = '123456') => {
  const card = await submitPage(app, pagePath, CARD_FIELDS(number));
  expect(card.statusCode, card.body).toBe(303);
  return submitPage(app, pagePath, { action: 'otp', otp });
};

/** The paymentResponse the result page would post back, decoded. */
export const paymentResponseOf = (html: string) => {
  const value = /name="paymentResponse" value="([^"]+)"/.exec(html)?.[1] ?? '';
  return JSON.parse(Buffer.from(value, 'base64').toString('utf8')) as Record<string, unknown>;
};

import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { PayPalOrder } from '../paypal/paypal-objects';
import { PAYPAL_SANDBOX_KEYS } from '../paypal/paypal-sandbox-keys';

const API = '/sandbox/paypal';

export const clientAuth = (
  id: string = PAYPAL_SANDBOX_KEYS.clientId,
  secret: string = PAYPAL_SANDBOX_KEYS.clientSecret,
) => `Basic ${Buffer.from(`${id}:${secret}`).toString('base64')}`;

export const requestToken = (app: FastifyInstance, authorization = clientAuth()) =>
  app.inject({
    method: 'POST',
    url: `${API}/v1/oauth2/token`,
    headers: { authorization, 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'grant_type=client_credentials',
  });

/** A fresh Bearer header, as the adapter gets one. */
export const bearer = async (app: FastifyInstance) => {
  const response = await requestToken(app);
  expect(response.statusCode).toBe(200);
  return { authorization: `Bearer ${response.json<{ access_token: string }>().access_token}` };
};

/** The body the shop's adapter sends for a 1,500.00 THB order. */
export const orderBody = (overrides: Record<string, unknown> = {}) => ({
  intent: 'CAPTURE',
  purchase_units: [
    {
      reference_id: 'order-12',
      custom_id: '34',
      invoice_id: 'shop-12-34',
      description: 'Order #12',
      amount: { currency_code: 'THB', value: '1500.00' },
    },
  ],
  payment_source: {
    paypal: {
      experience_context: {
        return_url: 'http://localhost:3000/payment/12?attempt=34',
        cancel_url: 'http://localhost:3000/payment/12?attempt=34',
        user_action: 'PAY_NOW',
      },
    },
  },
  ...overrides,
});

export const postOrder = async (
  app: FastifyInstance,
  headers: Record<string, string>,
  body: unknown = orderBody(),
) =>
  app.inject({
    method: 'POST',
    url: `${API}/v2/checkout/orders`,
    headers: { ...headers, 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });

export const createOrder = async (app: FastifyInstance, headers?: Record<string, string>) => {
  const response = await postOrder(app, headers ?? (await bearer(app)));
  expect(response.statusCode).toBe(201);
  return response.json<PayPalOrder>();
};

export const getOrder = (app: FastifyInstance, headers: Record<string, string>, id: string) =>
  app.inject({ method: 'GET', url: `${API}/v2/checkout/orders/${id}`, headers });

export const capture = (
  app: FastifyInstance,
  headers: Record<string, string>,
  id: string,
  requestId?: string,
) =>
  app.inject({
    method: 'POST',
    url: `${API}/v2/checkout/orders/${id}/capture`,
    headers: {
      ...headers,
      'content-type': 'application/json',
      ...(requestId ? { 'paypal-request-id': requestId } : {}),
    },
    payload: '{}',
  });

export const control = (app: FastifyInstance, path: string, body: unknown = {}) =>
  app.inject({
    method: 'POST',
    url: `/sandbox/__control/paypal${path}`,
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });

/** The buyer approves on the checkout page; answers the page's redirect. */
export const approveOnPage = (app: FastifyInstance, id: string, action: 'approve' | 'cancel' = 'approve') =>
  app.inject({
    method: 'POST',
    url: `${API}/checkoutnow?token=${id}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `action=${action}`,
  });

/** The verify-webhook-signature body with `rawEvent` spliced in as text, as the adapter sends it. */
export const verifyBody = (
  headers: Record<string, string | string[] | undefined>,
  rawEvent: string,
  webhookId: string = PAYPAL_SANDBOX_KEYS.webhookId,
) => {
  const fields = JSON.stringify({
    auth_algo: headers['paypal-auth-algo'],
    cert_url: headers['paypal-cert-url'],
    transmission_id: headers['paypal-transmission-id'],
    transmission_sig: headers['paypal-transmission-sig'],
    transmission_time: headers['paypal-transmission-time'],
    webhook_id: webhookId,
  });
  return `${fields.slice(0, -1)},"webhook_event":${rawEvent}}`;
};

export const verify = (app: FastifyInstance, headers: Record<string, string>, body: string) =>
  app.inject({
    method: 'POST',
    url: `${API}/v1/notifications/verify-webhook-signature`,
    headers: { ...headers, 'content-type': 'application/json' },
    payload: body,
  });

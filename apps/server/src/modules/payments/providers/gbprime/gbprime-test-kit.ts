import { GBPRIME_SANDBOX_KEYS } from '@shop/payment-sandbox/gbprime/gbprime-sandbox-keys';
import type { App } from '../../../../app';
import type { OrderToPay } from '../../../../test/payment-fixtures';
import { sandboxControlHeaders } from '../../../../test/sandbox-control';

/** Test helpers for GB Prime Pay (11, 12): the buyer's browser, the shop's API, the sandbox's control. */

const basic = (key: string) => `Basic ${Buffer.from(`${key}:`).toString('base64')}`;

/** A card token from the sandbox's GB API, as the buyer's browser gets one. */
export const gbCardToken = async (baseUrl: string, number: string): Promise<string> => {
  const response = await fetch(`${baseUrl}/sandbox/gbprime/v2/tokens`, {
    method: 'POST',
    headers: { authorization: basic(GBPRIME_SANDBOX_KEYS.publicKey), 'content-type': 'application/json' },
    body: JSON.stringify({
      rememberCard: false,
      card: {
        number,
        expirationMonth: '12',
        expirationYear: String((new Date().getFullYear() + 3) % 100),
        securityCode: '123',
        name: 'SOMCHAI JAIDEE',
      },
    }),
  });
  const answer = (await response.json()) as { card?: { token?: string } };
  if (!answer.card?.token) throw new Error(`no GB card token: ${JSON.stringify(answer)}`);
  return answer.card.token;
};

export type GbCardAnswer = {
  status: 'successful' | 'failed' | 'pending';
  data: { invoice_url: string | null };
  failure_code: string | null;
  orderPaymentId: number;
  order_token: string;
};

/** Spec 2's `POST /api/gbprime` for an order, with the browser's card token. */
export const payByGbCard = (
  app: App,
  order: OrderToPay,
  token: string,
  overrides: Record<string, unknown> = {},
) =>
  app.inject({
    method: 'POST',
    url: '/api/gbprime',
    headers: { cookie: order.cookie },
    payload: {
      orderId: order.orderId,
      total_amount: order.total,
      card_token: token,
      email: 'somchai@example.com',
      name: 'Somchai',
      success_redirect_url: 'https://evil.example/ok',
      failure_redirect_url: 'https://evil.example/fail',
      ...overrides,
    },
  });

export type GbQrAnswer = {
  data: { qr_image: string; expires_at: string | null; reference_no: string };
  orderPaymentId: number;
};

/** Spec 2's `POST /api/gbprime/promptpay`. */
export const createGbQr = (app: App, order: OrderToPay) =>
  app.inject({
    method: 'POST',
    url: '/api/gbprime/promptpay',
    headers: { cookie: order.cookie },
    payload: {
      orderId: order.orderId,
      total_amount: order.total,
      email: 'somchai@example.com',
      name: 'Somchai',
    },
  });

/** "Check now" from the payment return screen. */
export const checkNow = (app: App, order: OrderToPay, attemptId: number) =>
  app.inject({
    method: 'POST',
    url: '/private/orders/payment/approved',
    headers: { cookie: order.cookie },
    payload: { order_id: order.orderId, order_payment_id: attemptId },
  });

const formField = (html: string, name: string) =>
  new RegExp(`name="${name}" value="([^"]*)"`).exec(html)?.[1] ?? '';

/**
 * What the buyer's browser does with `invoice_url`: opens the shop's page (signed in) and lets its
 * form post to GB's 3-D Secure; answers a way to answer the issuer's OTP page, which can be used
 * later (a buyer who left the page open in another tab).
 */
export const openIssuerPage = async (app: App, order: OrderToPay, invoiceUrl: string) => {
  const handoff = await app.inject({
    method: 'GET',
    url: new URL(invoiceUrl).pathname + new URL(invoiceUrl).search,
    headers: { cookie: order.cookie },
  });
  const action = /action="([^"]+)"/.exec(handoff.body)?.[1] ?? '';
  const fields = {
    publicKey: formField(handoff.body, 'publicKey'),
    gbpReferenceNo: formField(handoff.body, 'gbpReferenceNo'),
  };
  const otpPage = await fetch(action, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'null' },
    body: new URLSearchParams(fields).toString(),
  });
  const page = await otpPage.text();
  if (!page.includes('name="otp"')) throw new Error(`no OTP page: ${page}`);
  /** Answers the OTP page; returns where GB sends the buyer. */
  const decide = async (decision: { otp?: string; action: 'confirm' | 'cancel' }) => {
    const answer = await fetch(action, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'null' },
      body: new URLSearchParams({ ...fields, otp: decision.otp ?? '', action: decision.action }).toString(),
      redirect: 'manual',
    });
    return { status: answer.status, location: answer.headers.get('location') };
  };
  return { decide };
};

/** Opens the issuer's page of `invoice_url` and answers it at once. */
export const passIssuerPage = async (
  app: App,
  order: OrderToPay,
  invoiceUrl: string,
  decision: { otp?: string; action: 'confirm' | 'cancel' },
) => (await openIssuerPage(app, order, invoiceUrl)).decide(decision);

type Txn = { referenceNo: string; gbpReferenceNo: string; status: string; amount: number };

/** The sandbox's GB control API (never used by the shop itself). */
export const gbControl = (baseUrl: string) => {
  const call = async <T = unknown>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> => {
    const response = await fetch(`${baseUrl}/sandbox/__control${path}`, {
      method,
      headers: {
        ...sandboxControlHeaders,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? null : JSON.stringify(body),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`sandbox ${method} ${path}: ${String(response.status)} ${text}`);
    return JSON.parse(text) as T;
  };
  const txn = (ref: string, action: string, body: unknown = {}) =>
    call<Txn>('POST', `/gbprime/transactions/${encodeURIComponent(ref)}/${action}`, body);
  return {
    succeed: (ref: string, body: { amount?: number } = {}) => txn(ref, 'succeed', body),
    fail: (ref: string, code = '05') => txn(ref, 'fail', { code }),
    expire: (ref: string) => txn(ref, 'expire'),
    background: (ref: string, options: { times?: number; variant?: 'forged' } = {}) =>
      call<{ deliveries: { status: number; body: string }[] }>(
        'POST',
        `/gbprime/transactions/${encodeURIComponent(ref)}/webhook`,
        options,
      ),
    webhooks: (enabled: boolean) => call('POST', '/gbprime/webhooks', { enabled }),
    transaction: (ref: string) => call<Txn>('GET', `/gbprime/transactions/${encodeURIComponent(ref)}`),
    requests: () =>
      call<{ method: string; url: string; status: number | null; body: string; at: string }[]>(
        'GET',
        '/requests?provider=gbprime',
      ),
  };
};

import { decodeJwt } from 'jose';
import { TWOC2P_SANDBOX_KEYS } from '@shop/payment-sandbox/twoc2p/twoc2p-sandbox-keys';
import type { App } from '../../../../app';
import type { Database } from '../../../../db/database';
import { insertPaymentMethods } from '../../../../test/commerce-factories';
import type { ListeningTestApp } from '../../../../test/listening-test-app';
import { attemptsOf, orderToPay, type OrderToPay } from '../../../../test/payment-fixtures';
import { sandboxControlHeaders } from '../../../../test/sandbox-control';
import { decimalFromMinor } from './twoc2p-amount';

/** Bank transfer and the three 2C2P methods, enabled. */
export const insertTwoC2pMethods = (db: Database) => insertPaymentMethods(db, [1, 3, 10, 15]);

export type LinkAnswer = {
  success: true;
  result: { webPaymentUrl: string; orderPaymentId: number; expires_at: string | null };
};

/** Spec 2's "2c2p link" for a card (3) or installment (10) order, with the order's amount in baht. */
export const paymentLink = (app: App, order: OrderToPay, body: Record<string, unknown> = {}) =>
  app.inject({
    method: 'POST',
    url: '/api/payment/2c2p/payment/link',
    headers: { cookie: order.cookie },
    payload: { orderId: order.orderId, amount: decimalFromMinor(order.total), ...body },
  });

/** Spec 2's "2c2p QR link" (15). */
export const qrLink = (app: App, order: OrderToPay, body: Record<string, unknown> = {}) =>
  app.inject({
    method: 'POST',
    url: '/api/payment/2c2p/qr-code/link',
    headers: { cookie: order.cookie },
    payload: {
      order_id: order.orderId,
      amount: decimalFromMinor(order.total),
      currency_code: 'THB',
      ...body,
    },
  });

/** An order to pay with `methodId` and its open 2C2P payment: the buyer is on 2C2P's page. */
export const openTwoC2pPayment = async (t: ListeningTestApp, methodId: number, price = 266_430) => {
  const order = await orderToPay(t.app, t.db, { methodId, price });
  const response =
    methodId === 15 ? await qrLink(t.app, order) : await paymentLink(t.app, order, installmentOf(methodId));
  if (response.statusCode !== 200) throw new Error(`no 2C2P link: ${response.body}`);
  const answer = response.json<LinkAnswer>();
  const attempt = (await attemptsOf(t.db, order.orderId)).find(
    (row) => row.id === answer.result.orderPaymentId,
  );
  return { order, answer, invoiceNo: attempt?.providerRef ?? '' };
};

/** Installment orders need a term; 6 months is offered for the default price. */
export const installmentOf = (methodId: number) => (methodId === 10 ? { installment_months: 6 } : {});

const controlCall = async <T>(baseUrl: string, path: string, body?: unknown): Promise<T> => {
  const response = await fetch(`${baseUrl}/sandbox/__control/2c2p${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      ...sandboxControlHeaders,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? null : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`2C2P control ${path}: ${String(response.status)} ${text}`);
  return JSON.parse(text) as T;
};

type Deliveries = { deliveries: { status: number; body: string }[] };

/** A test's hand on the 2C2P sandbox: the bank, the banking app, the network. */
export const twoC2pControl = (baseUrl: string) => {
  const act = (invoiceNo: string, action: string, body: Record<string, unknown> = {}) =>
    controlCall<Record<string, unknown>>(baseUrl, `/payments/${invoiceNo}/${action}`, body);
  return {
    payment: (invoiceNo: string) => controlCall<Record<string, unknown>>(baseUrl, `/payments/${invoiceNo}`),
    succeed: (invoiceNo: string, body: { amount?: number } = {}) => act(invoiceNo, 'succeed', body),
    fail: (invoiceNo: string, code = '4051') => act(invoiceNo, 'fail', { code, description: 'Declined' }),
    expire: (invoiceNo: string) => act(invoiceNo, 'expire'),
    pending: (invoiceNo: string) => act(invoiceNo, 'pending'),
    webhook: (
      invoiceNo: string,
      options: { times?: number; variant?: 'tamper' | 'wrong-key'; respCode?: string } = {},
    ) => controlCall<Deliveries>(baseUrl, `/payments/${invoiceNo}/webhook`, options),
    webhooks: (enabled: boolean) => controlCall(baseUrl, '/webhooks', { enabled }),
    merchantKey: (secretKey: string) => controlCall(baseUrl, '/merchant-key', { secretKey }),
  };
};

/** The claims of every paymentToken request the shop sent (decoded, not verified). */
export const tokenRequests = async (t: ListeningTestApp) =>
  (await t.sandbox.call<{ url: string; body: string }[]>('GET', '/__control/requests?provider=2c2p'))
    .filter((request) => request.url.endsWith('/paymentToken'))
    .map((request) => decodeJwt((JSON.parse(request.body) as { payload: string }).payload));

/** A form post as the browser sends it from 2C2P's page (Origin null under the shop's referrer policy). */
export const postForm = (url: string, fields: Record<string, string>) =>
  fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'null' },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });

/** The buyer's way through 2C2P's card page: the card, then the 3-D Secure OTP. Returns the result page. */
export const payOnTwoC2pPage = async (webPaymentUrl: string, number: string, otp = '123456') => {
  await postForm(webPaymentUrl, {
    action: 'pay',
    name: 'SOMYING RIANDEE',
    number,
    month: '12',
    year: String(new Date().getFullYear() + 3),
    cvv: '123',
    period: '6',
  });
  return (await postForm(webPaymentUrl, { action: 'otp', otp })).text();
};

/** Where the result page sends the browser, and with what. */
export const frontendReturnOf = (html: string) => ({
  action: /action="([^"]+)"/.exec(html)?.[1]?.replaceAll('&amp;', '&') ?? '',
  paymentResponse: /name="paymentResponse" value="([^"]+)"/.exec(html)?.[1] ?? '',
});

/** The return screen's "check now", as the browser calls it after coming back. */
export const checkNow = (app: App, order: OrderToPay, attemptId: number) =>
  app.inject({
    method: 'POST',
    url: '/private/orders/payment/approved',
    headers: { cookie: order.cookie },
    payload: { order_id: order.orderId, order_payment_id: attemptId },
  });

export const TWOC2P_SECRET = TWOC2P_SANDBOX_KEYS.secretKey;

import type { PayPalOrder } from '@shop/payment-sandbox/paypal/paypal-objects';
import type { App } from '../app';
import type { OrderToPay } from './payment-fixtures';
import { sandboxControlHeaders } from './sandbox-control';

export type PayPalStarted = { id: string; approve_url: string; orderPaymentId: number };
type Deliveries = { event_id: string; deliveries: { status: number; body: string }[] };

/** A test's hand on the PayPal sandbox's control API (`/sandbox/__control/paypal`). */
export const payPalSandbox = (baseUrl: string) => {
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
    return (text === '' ? null : JSON.parse(text)) as T;
  };
  const order = (id: string, action: string, body: unknown = {}) =>
    call<PayPalOrder>('POST', `/paypal/orders/${encodeURIComponent(id)}/${action}`, body);
  return {
    /** The buyer approves at PayPal without coming back (the page's redirect is not followed). */
    approve: (id: string) => order(id, 'approve'),
    complete: (id: string, body: { value?: string; currency_code?: string } = {}) =>
      order(id, 'complete', body),
    fail: (id: string) => order(id, 'fail'),
    void: (id: string) => order(id, 'void'),
    webhook: (
      id: string,
      options: {
        times?: number;
        tamper?: boolean;
        reserialize?: boolean;
        event_type?: string;
        event_id?: string;
      } = {},
    ) => order(id, 'webhook', options) as unknown as Promise<Deliveries>,
    nextCapture: (outcome: string, body: { value?: string; currency_code?: string } = {}) =>
      call('POST', '/paypal/next-capture', { outcome, ...body }),
    webhooks: (enabled: boolean) => call('POST', '/paypal/webhooks', { enabled }),
    expireTokens: () => call('POST', '/paypal/tokens/expire', {}),
    orders: () => call<PayPalOrder[]>('GET', '/paypal/orders'),
    stored: (id: string) => call<PayPalOrder>('GET', `/paypal/orders/${encodeURIComponent(id)}`),
    requests: () =>
      call<{ method: string; url: string; status: number | null; body: string }[]>(
        'GET',
        '/requests?provider=paypal',
      ),
  };
};

export type PayPalSandbox = ReturnType<typeof payPalSandbox>;

/** `POST /api/paypal/orders`, as the PayPal modal's button sends it. */
export const startPayPal = (app: App, order: OrderToPay) =>
  app.inject({
    method: 'POST',
    url: '/api/paypal/orders',
    headers: { cookie: order.cookie },
    payload: { orderId: order.orderId },
  });

/** The buyer presses a button on PayPal's page; answers where PayPal sends the browser. */
export const pressOnPayPalPage = async (approveUrl: string, action: 'approve' | 'cancel' = 'approve') => {
  const response = await fetch(approveUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'null' },
    body: `action=${action}`,
    redirect: 'manual',
  });
  return response.headers.get('location');
};

/** The payment return screen's "check now". */
export const checkNow = (app: App, order: OrderToPay, attemptId: number | null = null) =>
  app.inject({
    method: 'POST',
    url: '/private/orders/payment/approved',
    headers: { cookie: order.cookie },
    payload: { order_id: order.orderId, order_payment_id: attemptId, payment_method_id: 2 },
  });

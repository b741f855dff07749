import type { App } from '../../../../app';
import type { ListeningTestApp } from '../../../../test/listening-test-app';
import type { OrderToPay } from '../../../../test/payment-fixtures';

/** Spec 2's Bank QR answer, as the browser reads it. */
export type ScbQrAnswer = {
  status: { code: number; description: string };
  data: { qrImage: string; csExtExpiryTime: string; expires_at: string; orderPaymentId: number };
};

/** A QR as the SCB sandbox's control API shows it. */
export type ScbQrView = {
  ref1: string;
  amount: string;
  status: 'open' | 'paid' | 'expired';
  expires_at: string | null;
  number_of_times: number | null;
  payments: { transactionId: string; amount: string }[];
  deliveries: { status: number; body: string; acknowledged: boolean; lost: boolean }[];
};

export type ScbTransaction = { transactionId: string; billPaymentRef1: string; amount: string };

/** Spec 2's Bank QR request for one order, through the shop's API. */
export const createScbQr = (app: App, order: OrderToPay) =>
  app.inject({
    method: 'POST',
    url: '/api/payment/scb/qrcode/create',
    headers: { cookie: order.cookie },
    payload: { orderId: order.orderId },
  });

/** The payment return screen's "check now" for an order. */
export const checkNow = (app: App, order: OrderToPay, attemptId?: number) =>
  app.inject({
    method: 'POST',
    url: '/private/orders/payment/approved',
    headers: { cookie: order.cookie },
    payload: { order_id: order.orderId, ...(attemptId ? { order_payment_id: attemptId } : {}) },
  });

/** A test's hand on the SCB sandbox: the bank paying, confirmations, tokens, refusals. */
export const scbSandbox = (t: ListeningTestApp) => {
  const control = <T = unknown>(method: 'GET' | 'POST', path: string, body?: unknown) =>
    t.sandbox.call<T>(method, `/__control/scb${path}`, body);
  const qrs = () => control<ScbQrView[]>('GET', '/qrcodes');
  return {
    qrs,
    /** The order's QRs, oldest first (ref1 starts with O<order>A). */
    qrsOf: async (order: OrderToPay) =>
      (await qrs()).filter((qr) => qr.ref1.startsWith(`O${String(order.orderId)}A`)),
    qr: (ref1: string) => control<ScbQrView>('GET', `/qrcodes/${ref1}`),
    /** A banking app pays the QR (`amount` in satang when it is not the QR's). */
    pay: (ref1: string, body: { amount?: number; loseReplies?: number } = {}) =>
      control<ScbTransaction>('POST', `/qrcodes/${ref1}/pay`, body),
    confirm: (ref1: string, body: { times?: number; variant?: 'forged' } = {}) =>
      control<{ transactionId: string; deliveries: ScbQrView['deliveries'] }>(
        'POST',
        `/qrcodes/${ref1}/webhook`,
        body,
      ),
    confirmations: (body: { enabled?: boolean; retryIntervalMs?: number }) =>
      control('POST', '/webhooks', body),
    tokenTtl: (body: { seconds?: number; expireIssued?: boolean }) => control('POST', '/token-ttl', body),
    refuseNextQr: (body: { code: number; description: string }) => control('POST', '/next-create', body),
    requests: () =>
      t.sandbox.call<{ method: string; url: string; status: number | null }[]>(
        'GET',
        '/__control/requests?provider=scb',
      ),
  };
};

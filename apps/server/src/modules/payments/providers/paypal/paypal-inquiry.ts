import type { PaymentOutcome } from '@shop/domain/payments/payment-outcome';
import { ProviderRefusedError, ProviderUnavailableError, type ProviderLog } from '../../payment-provider';
import type { PayPalApi } from './paypal-api';
import { orderOutcome, readPayPalOrder, type PayPalOrder } from './paypal-order';

const orderPath = (ref: string) => `/v2/checkout/orders/${encodeURIComponent(ref)}`;

/** `GET /v2/checkout/orders/{id}`. */
export const getPayPalOrder = async (api: PayPalApi, ref: string, log: ProviderLog): Promise<PayPalOrder> =>
  readPayPalOrder(await api.call({ method: 'GET', path: orderPath(ref) }, log), `GET ${orderPath(ref)}`);

/** What a refused capture means (the 422 issues of developer.paypal.com Orders v2). */
const refusedCapture = async (
  api: PayPalApi,
  ref: string,
  log: ProviderLog,
  error: ProviderRefusedError,
): Promise<PaymentOutcome> => {
  switch (error.code) {
    case 'INSTRUMENT_DECLINED':
      // The buyer's funding source was refused: this attempt failed, the shop's order stays payable.
      return { kind: 'failed', code: 'instrument_declined', message: error.message };
    case 'TRANSACTION_REFUSED':
      return { kind: 'failed', code: 'payment_rejected', message: error.message };
    case 'ORDER_ALREADY_CAPTURED':
      // An earlier capture went through (its answer was lost): its own status decides.
      return orderOutcome(await getPayPalOrder(api, ref, log));
    case 'ORDER_NOT_APPROVED':
    case 'PAYER_ACTION_REQUIRED':
      return { kind: 'pending' };
    case 'ORDER_EXPIRED':
      return { kind: 'expired' };
    default:
      throw error;
  }
};

/**
 * Captures an approved order. One `PayPal-Request-Id` per PayPal order, so a repeated capture
 * (the return screen and the approval webhook at once) is answered, not performed, twice. When
 * a capture times out it may still have happened: the order is read before anything retries.
 */
const captureApproved = async (api: PayPalApi, ref: string, log: ProviderLog): Promise<PaymentOutcome> => {
  const path = `${orderPath(ref)}/capture`;
  try {
    const answer = await api.call(
      { method: 'POST', path, body: '{}', requestId: `shop-capture-${ref}` },
      log,
    );
    return orderOutcome(readPayPalOrder(answer, `POST ${path}`));
  } catch (error) {
    if (error instanceof ProviderRefusedError) return refusedCapture(api, ref, log, error);
    if (!(error instanceof ProviderUnavailableError)) throw error;
    const order = await getPayPalOrder(api, ref, log);
    // Still only approved: nothing was captured; the next inquiry captures (same request id).
    if (order.status === 'APPROVED') throw error;
    return orderOutcome(order);
  }
};

/**
 * The server's question about a PayPal order, and the only place money is taken: an approved
 * order is captured here, never by the browser. Anything else is read as it stands.
 */
export const inquirePayPalOrder = async (
  api: PayPalApi,
  ref: string,
  log: ProviderLog,
): Promise<PaymentOutcome> => {
  const order = await getPayPalOrder(api, ref, log);
  return order.status === 'APPROVED' ? captureApproved(api, ref, log) : orderOutcome(order);
};

/**
 * An attempt past its time: an order still waiting for the buyer (or voided) is expired on the
 * shop's side; PayPal takes no money until the shop captures, and it never will. Approved or
 * captured orders keep what PayPal says.
 */
export const expirePayPalOrder = async (
  api: PayPalApi,
  ref: string,
  log: ProviderLog,
): Promise<PaymentOutcome> => {
  const order = await getPayPalOrder(api, ref, log);
  switch (order.status) {
    case 'CREATED':
    case 'SAVED':
    case 'PAYER_ACTION_REQUIRED':
    case 'VOIDED':
      return { kind: 'expired' };
    default:
      return orderOutcome(order);
  }
};

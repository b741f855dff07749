import { isoSeconds } from '../lib/iso-seconds';
import { setOrderStatus } from './create-paypal-order';
import type { PayPalContext } from './paypal-context';
import { captureEvent, orderApprovedEvent } from './paypal-events';
import type { PayPalCapture, PayPalPayer } from './paypal-objects';
import type { StoredPayPalOrder } from './paypal-store';

/** The sandbox's buyer account. */
const BUYER: PayPalPayer = {
  name: { given_name: 'Somying', surname: 'Riandee' },
  email_address: 'sb-buyer@personal.example.com',
  payer_id: 'BUYERSANDBOX01',
  address: { country_code: 'TH' },
};

/**
 * The buyer approves on PayPal's page: APPROVED, with the payer, and `CHECKOUT.ORDER.APPROVED` is
 * sent. A buyer whose funding source was declined may come back and approve with another one.
 */
export const approvePayPalOrder = (context: PayPalContext, stored: StoredPayPalOrder): boolean => {
  const { order } = stored;
  const backAfterDecline = order.status === 'APPROVED' && stored.instrumentDeclined;
  if (order.status !== 'CREATED' && order.status !== 'PAYER_ACTION_REQUIRED' && !backAfterDecline)
    return false;
  stored.instrumentDeclined = false;
  order.payer = BUYER;
  order.payment_source = { paypal: { ...BUYER, account_id: BUYER.payer_id, account_status: 'VERIFIED' } };
  setOrderStatus(context, order, 'APPROVED');
  context.webhooks.schedule(orderApprovedEvent(context, order));
  return true;
};

/** PayPal voids an order nobody captured in time; it can no longer be approved or captured. */
export const voidPayPalOrder = (context: PayPalContext, stored: StoredPayPalOrder): boolean => {
  if (stored.order.status === 'COMPLETED' || stored.order.status === 'VOIDED') return false;
  setOrderStatus(context, stored.order, 'VOIDED');
  return true;
};

/** The order's capture, the one the sandbox makes per order. */
export const captureOf = (stored: StoredPayPalOrder): PayPalCapture | null =>
  stored.order.purchase_units[0]?.payments?.captures[0] ?? null;

/**
 * A pending capture ends: COMPLETED (optionally with another amount, to test mismatches) or
 * DECLINED, which PayPal announces as `PAYMENT.CAPTURE.DENIED`.
 */
export const finishPendingCapture = (
  context: PayPalContext,
  stored: StoredPayPalOrder,
  result: { status: 'COMPLETED'; value?: string; currencyCode?: string } | { status: 'DECLINED' },
): PayPalCapture | null => {
  const capture = captureOf(stored);
  if (capture?.status !== 'PENDING') return null;
  capture.status = result.status;
  delete capture.status_details;
  if (result.status === 'COMPLETED') {
    if (result.value) capture.amount.value = result.value;
    if (result.currencyCode) capture.amount.currency_code = result.currencyCode;
  }
  capture.update_time = isoSeconds(context.now());
  const type = result.status === 'COMPLETED' ? 'PAYMENT.CAPTURE.COMPLETED' : 'PAYMENT.CAPTURE.DENIED';
  const event = captureEvent(context, stored.order.id, capture, { type });
  if (event) context.webhooks.schedule(event);
  return capture;
};

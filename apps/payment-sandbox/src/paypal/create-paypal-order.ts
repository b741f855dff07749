import { isoSeconds } from '../lib/iso-seconds';
import { payPalApiBase, type PayPalContext } from './paypal-context';
import { payPalId } from './paypal-ids';
import type { PayPalLink, PayPalOrder } from './paypal-objects';
import type { StoredPayPalOrder } from './paypal-store';
import type { OrderRequest } from './parse-order-request';

/** The shop's merchant account in the sandbox. */
export const SANDBOX_PAYEE = { email_address: 'shop-facilitator@example.com', merchant_id: 'SHOPSANDBOX7Q2' };

/** Where the buyer approves the order: PayPal's `checkoutnow?token=<order id>`. */
export const checkoutPageUrl = (context: PayPalContext, orderId: string) =>
  `${context.settings.publicBaseUrl}/paypal/checkoutnow?token=${encodeURIComponent(orderId)}`;

const orderLinks = (context: PayPalContext, id: string, status: PayPalOrder['status']): PayPalLink[] => {
  const self = `${payPalApiBase(context)}/v2/checkout/orders/${id}`;
  const links: PayPalLink[] = [{ href: self, rel: 'self', method: 'GET' }];
  if (status === 'CREATED') links.push({ href: checkoutPageUrl(context, id), rel: 'approve', method: 'GET' });
  if (status === 'PAYER_ACTION_REQUIRED')
    links.push({ href: checkoutPageUrl(context, id), rel: 'payer-action', method: 'GET' });
  if (status === 'APPROVED') links.push({ href: `${self}/capture`, rel: 'capture', method: 'POST' });
  return links;
};

/** Sets an order's status and the links PayPal shows with it. */
export const setOrderStatus = (context: PayPalContext, order: PayPalOrder, status: PayPalOrder['status']) => {
  order.status = status;
  order.update_time = isoSeconds(context.now());
  order.links = orderLinks(context, order.id, status);
};

/** A new order waiting for the buyer's approval. */
export const createPayPalOrder = (context: PayPalContext, request: OrderRequest): StoredPayPalOrder => {
  const id = payPalId();
  const now = isoSeconds(context.now());
  const status = request.hasPaymentSource ? 'PAYER_ACTION_REQUIRED' : 'CREATED';
  const order: PayPalOrder = {
    id,
    intent: 'CAPTURE',
    status,
    purchase_units: [
      {
        reference_id: request.referenceId,
        ...(request.customId === null ? {} : { custom_id: request.customId }),
        ...(request.invoiceId === null ? {} : { invoice_id: request.invoiceId }),
        ...(request.description === null ? {} : { description: request.description }),
        amount: request.amount,
        payee: SANDBOX_PAYEE,
      },
    ],
    create_time: now,
    update_time: now,
    links: orderLinks(context, id, status),
  };
  const stored: StoredPayPalOrder = {
    order,
    returnUrl: request.returnUrl,
    cancelUrl: request.cancelUrl,
    captureAnswers: new Map(),
    instrumentDeclined: false,
  };
  context.store.orders.set(id, stored);
  return stored;
};

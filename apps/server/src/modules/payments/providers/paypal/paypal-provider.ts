import { PaymentMethodId } from '@shop/domain/payments/payment-methods';
import {
  ProviderUnavailableError,
  type PaymentProvider,
  type ProviderStarted,
  type StartRequest,
} from '../../payment-provider';
import { createPayPalApi } from './paypal-api';
import { expirePayPalOrder, inquirePayPalOrder } from './paypal-inquiry';
import { toPayPalValue } from './paypal-money';
import { approvalLink, orderOutcome, readPayPalOrder } from './paypal-order';
import type { PayPalSettings } from './paypal-settings';
import { checkPayPalWebhook } from './paypal-webhook';

/**
 * How long the shop waits for the buyer to approve before it stops treating the PayPal order as
 * payable (its own choice: PayPal takes nothing until the shop captures, so nothing is lost).
 */
export const PAYPAL_APPROVAL_WINDOW_MS = 3 * 60 * 60_000;

/**
 * Orders v2 create body: our attempt in `custom_id` (PayPal echoes it on captures, so an event
 * finds its attempt even when the create answer was lost), an invoice id unique per attempt,
 * and the buyer's way back to the return screen whether they approve or cancel.
 */
const orderBody = (request: StartRequest) => ({
  intent: 'CAPTURE',
  purchase_units: [
    {
      reference_id: `order-${String(request.order.id)}`,
      custom_id: String(request.attemptId),
      invoice_id: `shop-${String(request.order.id)}-${String(request.attemptId)}`,
      description: request.order.description.slice(0, 127),
      amount: {
        currency_code: request.order.currency.toUpperCase(),
        value: toPayPalValue(request.order.amountDue),
      },
    },
  ],
  payment_source: {
    paypal: {
      experience_context: {
        return_url: request.returnUrl,
        // A cancelled approval also comes back to the return screen, which shows the real state.
        cancel_url: request.returnUrl,
        user_action: 'PAY_NOW',
        shipping_preference: 'NO_SHIPPING',
        locale: request.buyer.language === 'th' ? 'th-TH' : 'en-US',
      },
    },
  },
});

/** PayPal (2), Orders v2: the server creates the order, the buyer approves at PayPal, the server captures. */
export const createPayPalProvider = (settings: PayPalSettings): PaymentProvider => {
  const api = createPayPalApi(settings);
  return {
    name: 'paypal',
    methodIds: [PaymentMethodId.PAYPAL],

    async start(request, log): Promise<ProviderStarted> {
      const path = '/v2/checkout/orders';
      const answer = await api.call(
        {
          method: 'POST',
          path,
          body: JSON.stringify(orderBody(request)),
          // The same attempt never makes two PayPal orders, even when this call is repeated.
          requestId: `shop-attempt-${String(request.attemptId)}`,
        },
        log,
      );
      const order = readPayPalOrder(answer, `POST ${path}`);
      const approveUrl = approvalLink(order);
      if (!approveUrl)
        throw new ProviderUnavailableError('paypal', `PayPal order ${order.id} has no approval link`);
      return {
        providerRef: order.id,
        outcome: orderOutcome(order),
        nextAction: { type: 'redirect', url: approveUrl },
        expiresAt: new Date(Date.now() + PAYPAL_APPROVAL_WINDOW_MS),
        cardDetails: null,
      };
    },

    checkNotification: (raw, _now, log) => checkPayPalWebhook(settings, api, raw, log),

    async inquire(providerRef, log) {
      return { outcome: await inquirePayPalOrder(api, providerRef, log), cardDetails: null };
    },

    expire: (providerRef, log) => expirePayPalOrder(api, providerRef, log),
  };
};

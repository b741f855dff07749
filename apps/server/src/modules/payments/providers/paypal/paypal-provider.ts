import { PaymentMethodId } from '@shop/domain/payments/payment-methods';
import { z } from 'zod';
import {
  ProviderRefusedError,
  ProviderUnavailableError,
  type PaymentProvider,
  type ProviderStarted,
  type StartRequest,
} from '../../payment-provider';
import { createPayPalApi } from './paypal-api';
import { expirePayPalOrder, getPayPalOrder, inquirePayPalOrder } from './paypal-inquiry';
import { toPayPalValue } from './paypal-money';
import { approvalLink, captureOfOrder, orderOutcome, readPayPalOrder } from './paypal-order';
import type { PayPalSettings } from './paypal-settings';
import { checkPayPalWebhook } from './paypal-webhook';

const refundSchema = z.looseObject({ id: z.string().min(1), status: z.string() });

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
      invoice_id: request.shopRef,
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
        // A cancelled approval comes back to the return screen saying so, which ends the attempt.
        cancel_url: `${request.returnUrl}&cancelled=1`,
        user_action: 'PAY_NOW',
        shipping_preference: 'NO_SHIPPING',
        locale: request.buyer.language === 'th' ? 'th-TH' : 'en-US',
      },
    },
  },
});

/**
 * PayPal (2), Orders v2: the server creates the order, the buyer approves at PayPal, the server
 * captures. PayPal takes no money until the shop captures an order whose id it recorded, so an
 * order whose creation answer was lost holds no money and needs no look-up: the attempt is over
 * once its call could no longer be under way. A capture whose answer was lost is read back from
 * the order, whose id the shop has.
 */
export const createPayPalProvider = (settings: PayPalSettings): PaymentProvider => {
  const api = createPayPalApi(settings);
  return {
    name: 'paypal',
    methodIds: [PaymentMethodId.PAYPAL],
    reference: ({ orderId, attemptId }) => `shop-${String(orderId)}-${String(attemptId)}`,
    referenceIsProviderRef: false,
    // PayPal takes nothing until the shop captures, and it never captures an ended attempt.
    expireStopsPayment: true,
    lookUpLagMs: 0,
    // The buyer approves on PayPal's page and the shop captures later.
    takesMoneyAtStart: () => false,

    async start(request, log): Promise<ProviderStarted> {
      const path = '/v2/checkout/orders';
      const answer = await api.call(
        {
          method: 'POST',
          path,
          body: JSON.stringify(orderBody(request)),
          // The same attempt never makes two PayPal orders, even when this call is repeated.
          requestId: request.idempotencyKey,
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

    async read(providerRef, log) {
      return { outcome: orderOutcome(await getPayPalOrder(api, providerRef, log)), cardDetails: null };
    },

    expire: (providerRef, log) => expirePayPalOrder(api, providerRef, log),

    /** `POST /v2/payments/captures/{id}/refund` of the order's capture, once per request id. */
    async refund({ providerRef, amount, currency, idempotencyKey }, log) {
      const capture = captureOfOrder(await getPayPalOrder(api, providerRef, log));
      if (!capture)
        throw new ProviderRefusedError(
          'paypal',
          422,
          'no_capture',
          `PayPal order ${providerRef} has no capture`,
        );
      const path = `/v2/payments/captures/${encodeURIComponent(capture.id)}/refund`;
      const answer = refundSchema.safeParse(
        await api.call(
          {
            method: 'POST',
            path,
            body: JSON.stringify({ amount: { currency_code: currency, value: toPayPalValue(amount) } }),
            requestId: idempotencyKey,
          },
          log,
        ),
      );
      if (!answer.success) throw new ProviderUnavailableError('paypal', `POST ${path} answered no refund`);
      return { refundRef: answer.data.id };
    },
  };
};

import { z } from 'zod';
import { defineRoute } from '../http/define-route';
import {
  idOrDigitsSchema,
  jsonValueSchema,
  lineTextSchema,
  MAX_INT,
  numberOrDigits,
} from '../http/input-fields';
import { orderStatusSchema } from '../orders/order-status';
import { paymentAttemptSummarySchema } from './payment-attempt';

const orderId = idOrDigitsSchema;
const totalAmount = numberOrDigits(z.number().int().min(0).max(MAX_INT));

/** `GET /api/omise/creditcard/applicationid`: what the browser needs to tokenise a card. */
export const omiseCardKeyRoute = defineRoute({
  method: 'GET',
  path: '/api/omise/creditcard/applicationid',
  access: 'public',
  summary: 'The Omise public key and the vault address cards are tokenised at',
  tags: ['payments'],
  response: z.object({
    success: z.literal(true),
    publicKey: z.string(),
    /** Omise's vault in live mode; the local sandbox's in sandbox mode. */
    vaultUrl: z.string(),
  }),
});

/** `GET /api/omise/promptpay/applicationid`. */
export const omisePromptPayKeyRoute = defineRoute({
  method: 'GET',
  path: '/api/omise/promptpay/applicationid',
  access: 'public',
  summary: 'The Omise public key of PromptPay payments',
  tags: ['payments'],
  response: z.object({ success: z.literal(true), publicKey: z.string() }),
});

/**
 * Spec 2 "Card-charge request". The card number never reaches this server: only the token the
 * vault gave the browser. `total_amount` (satang) must be the order's amount to pay.
 */
export const omiseCardChargeBodySchema = z.object({
  orderId,
  publicKeyOmise: lineTextSchema.max(200).nullish(),
  omise_token: lineTextSchema.min(1).max(200),
  email: lineTextSchema.max(320).nullish(),
  name: lineTextSchema.max(255).nullish(),
  total_amount: totalAmount,
});
export type OmiseCardChargeBody = z.input<typeof omiseCardChargeBodySchema>;

/**
 * Spec 2 "Card-charge response": successful (the order is paid), failed (with the provider's
 * code), or pending with `charges.authorize_uri` for 3-D Secure.
 */
export const omiseCardChargeResponseSchema = z.object({
  success: z.literal(true),
  status: z.enum(['successful', 'failed', 'pending']),
  chargesDetails: z.object({ last_digits: z.string(), bank: z.string().nullable() }).nullable(),
  charges: z.object({ id: z.string(), authorize_uri: z.string().nullable() }).nullable(),
  failure_code: z.string().nullable(),
  failure_message: z.string().nullable(),
  orderPaymentId: z.number().int(),
  order_token: z.string(),
});
export type OmiseCardChargeResponse = z.infer<typeof omiseCardChargeResponseSchema>;

/**
 * `POST /api/omise/creditcard`. Refusals: ORDER_NOT_PENDING, PRICE_CHANGED (the amount is not the
 * order's), BELOW_MINIMUM_AMOUNT, PAYMENT_METHOD_NOT_AVAILABLE, PAYMENT_PROVIDER_UNAVAILABLE (the
 * provider did not answer; the order stays payable).
 */
export const omiseCardChargeRoute = defineRoute({
  method: 'POST',
  path: '/api/omise/creditcard',
  access: 'signed-in',
  summary: 'Charge a tokenised card for one of your orders (Omise, method 8)',
  tags: ['payments'],
  body: omiseCardChargeBodySchema,
  response: omiseCardChargeResponseSchema,
});

export const omisePromptPayBodySchema = z.object({
  orderId,
  total_amount: totalAmount.optional(),
  email: lineTextSchema.max(320).nullish(),
  name: lineTextSchema.max(255).nullish(),
});

/** `POST /api/omise/promptpay`: a PromptPay QR for the order (Omise, method 9). Refusals as for cards. */
export const omisePromptPayRoute = defineRoute({
  method: 'POST',
  path: '/api/omise/promptpay',
  access: 'signed-in',
  summary: 'Create a PromptPay QR for one of your orders (Omise, method 9)',
  tags: ['payments'],
  body: omisePromptPayBodySchema,
  response: z.object({
    success: z.literal(true),
    /** Spec 2's shape: the QR image's address. */
    QrcodeUrl: z.object({ image: z.object({ download_uri: z.string() }) }),
    charge_id: z.string(),
    /** UTC; the QR stops working then. */
    expires_at: z.iso.datetime().nullable(),
    orderPaymentId: z.number().int(),
  }),
});

/**
 * `POST /private/orders/payment/approved`: spec 2's "approve" call, kept as "check now". The
 * server asks the provider about the order's open attempt and decides; the browser's word is
 * never what pays an order.
 */
export const checkPaymentRoute = defineRoute({
  method: 'POST',
  path: '/private/orders/payment/approved',
  access: 'signed-in',
  summary: 'Ask the provider now about the open payment of one of your orders',
  tags: ['payments'],
  body: z.object({
    order_id: orderId,
    order_payment_id: idOrDigitsSchema.nullish(),
    approve_by: jsonValueSchema.optional(),
    payment_method_id: idOrDigitsSchema.nullish(),
    /**
     * The buyer came back from the provider's page without paying (a cancel, a failure page) or
     * stopped waiting: an attempt still waiting for the buyer is ended after the provider's last
     * word. An attempt whose outcome the shop does not know yet is never given up this way.
     */
    abandon: z.boolean().optional(),
  }),
  response: z.object({
    success: z.literal(true),
    order_token: z.string(),
    payment_status: orderStatusSchema,
    latest_payment: paymentAttemptSummarySchema.nullable(),
  }),
});

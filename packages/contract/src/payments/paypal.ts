import { z } from 'zod';
import { defineRoute } from '../http/define-route';
import { idOrDigitsSchema, lineTextSchema, MAX_INT, multilineTextSchema } from '../http/input-fields';
import { orderStatusSchema } from '../orders/order-status';
import { paymentAttemptSummarySchema } from './payment-attempt';

const orderId = idOrDigitsSchema;

/** Spec 2 does not name PayPal's create call; the shop's order to pay with PayPal (method 2). */
export const payPalCreateOrderBodySchema = z.object({ orderId });
export type PayPalCreateOrderBody = z.input<typeof payPalCreateOrderBodySchema>;

/** The PayPal order the server created and where the buyer approves it. */
export const payPalCreateOrderResponseSchema = z.object({
  success: z.literal(true),
  /** PayPal's order id (what PayPal's JS SDK calls `orderID`). */
  id: z.string(),
  /** PayPal's approval page; after it PayPal sends the buyer to the payment return screen. */
  approve_url: z.string(),
  /** The shop's attempt (spec 2's `orderPaymentId`). */
  orderPaymentId: z.number().int(),
});
export type PayPalCreateOrderResponse = z.infer<typeof payPalCreateOrderResponseSchema>;

/**
 * `POST /api/paypal/orders` (students): creates the PayPal order for the amount the shop's order
 * asks. Refusals: NOT_FOUND, ORDER_NOT_PENDING, PAYMENT_METHOD_NOT_AVAILABLE (another method, or
 * PayPal refused the order), PAYMENT_PROVIDER_UNAVAILABLE (PayPal did not answer; the order stays payable).
 */
export const payPalCreateOrderRoute = defineRoute({
  method: 'POST',
  path: '/api/paypal/orders',
  access: 'signed-in',
  summary: 'Create the PayPal order that pays one of your orders (method 2)',
  tags: ['payments'],
  body: payPalCreateOrderBodySchema,
  response: payPalCreateOrderResponseSchema,
});

/**
 * `POST /api/paypal/orders/:id/capture` (students): asks the server to look at an approved
 * PayPal order now; the server captures it itself and answers the shop's order as it then is.
 * It never takes the browser's word that anything was paid. NOT_FOUND for a PayPal order that
 * is not one of the buyer's.
 */
export const payPalCaptureRoute = defineRoute({
  method: 'POST',
  path: '/api/paypal/orders/:id/capture',
  access: 'signed-in',
  summary: 'Ask the server to capture your approved PayPal order and answer the order as it is',
  tags: ['payments'],
  params: z.object({ id: lineTextSchema.min(1).max(64) }),
  response: z.object({
    success: z.literal(true),
    order_token: z.string(),
    payment_status: orderStatusSchema,
    latest_payment: paymentAttemptSummarySchema.nullable(),
  }),
});

const reportText = z
  .union([multilineTextSchema.max(20_000), z.number().min(-MAX_INT).max(MAX_INT)])
  .nullish();

/**
 * Spec 2's "PayPal or free-order report payload": the bank-transfer report's fields with a
 * payment label. Only types are read; nothing in it is believed.
 */
export const paymentReportBodySchema = z.object({
  order_id: orderId,
  payment_method_id: idOrDigitsSchema.nullish(),
  status: reportText,
  payment: reportText,
  contact_name: reportText,
  email: reportText,
  tel: reportText,
  bank_account: reportText,
  bank_code: reportText,
  transfer_datetime: reportText,
  time: reportText,
  transfer_amount: reportText,
  description: reportText,
  address: reportText,
  slip: reportText,
});
export type PaymentReportBody = z.input<typeof paymentReportBodySchema>;

/**
 * `POST /public/payment/report`: spec 2's browser report that PayPal (or a free order) was paid.
 * It is recorded in the order's payment log and changes nothing: only PayPal's own answer to the
 * server settles an order. The answer is the order as it stands (nulls for a stranger).
 */
export const paymentReportRoute = defineRoute({
  method: 'POST',
  path: '/public/payment/report',
  access: 'public',
  summary: "Spec 2's PayPal payment report: recorded, never what settles an order",
  tags: ['payments'],
  body: paymentReportBodySchema,
  response: z.object({
    success: z.literal(true),
    orderPaymentId: z.number().int().nullable(),
    order_token: z.string().nullable(),
    payment_status: orderStatusSchema.nullable(),
  }),
});

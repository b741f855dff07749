import { z } from 'zod';
import { defineRoute } from '../http/define-route';
import { idOrDigitsSchema, lineTextSchema, MAX_INT, numberOrDigits } from '../http/input-fields';

const orderId = idOrDigitsSchema;
/** Minor units (satang), as every amount the shop's API speaks; GB's "1500.00" is the server's business. */
const totalAmount = numberOrDigits(z.number().int().min(0).max(MAX_INT));

/** `GET /api/gbprime/applicationid`: what the browser needs to tokenise a card at GB. */
export const gbPrimeCardKeyRoute = defineRoute({
  method: 'GET',
  path: '/api/gbprime/applicationid',
  access: 'public',
  summary: 'The GB Prime Pay public key and the API address cards are tokenised at',
  tags: ['payments'],
  response: z.object({
    success: z.literal(true),
    publicKey: z.string(),
    /** GB's API in live mode; the local sandbox's (same origin) in sandbox mode. */
    apiUrl: z.string(),
  }),
});

/**
 * Spec 2 "Prime Pay card" with the card token the browser got from GB (`card_token`): the card
 * number never reaches this server. The redirect URLs the browser sends are not followed: GB is
 * always told to return the buyer to the shop's own payment return screen.
 */
export const gbPrimeCardBodySchema = z.object({
  orderId,
  total_amount: totalAmount,
  card_token: lineTextSchema.min(1).max(200),
  email: lineTextSchema.max(320).nullish(),
  name: lineTextSchema.max(255).nullish(),
  success_redirect_url: lineTextSchema.max(2000).nullish(),
  failure_redirect_url: lineTextSchema.max(2000).nullish(),
});
export type GbPrimeCardBody = z.input<typeof gbPrimeCardBodySchema>;

/**
 * Spec 2's answer, `data.invoice_url`: where the browser goes next (the page that hands the buyer
 * to the card issuer's 3-D Secure check). `successful` without it when the card needed no 3-D
 * Secure; `failed` with GB's reason (`failure_code`) when the card was declined.
 */
export const gbPrimeCardResponseSchema = z.object({
  success: z.literal(true),
  status: z.enum(['successful', 'failed', 'pending']),
  data: z.object({ invoice_url: z.string().nullable() }),
  failure_code: z.string().nullable(),
  failure_message: z.string().nullable(),
  orderPaymentId: z.number().int(),
  order_token: z.string(),
});
export type GbPrimeCardResponse = z.infer<typeof gbPrimeCardResponseSchema>;

/**
 * `POST /api/gbprime` (method 11). Refusals: ORDER_NOT_PENDING, PRICE_CHANGED, BELOW_MINIMUM_AMOUNT,
 * PAYMENT_METHOD_NOT_AVAILABLE, PAYMENT_PROVIDER_UNAVAILABLE (GB did not answer; the order stays
 * payable).
 */
export const gbPrimeCardRoute = defineRoute({
  method: 'POST',
  path: '/api/gbprime',
  access: 'signed-in',
  summary: 'Pay one of your orders by card through GB Prime Pay (method 11)',
  tags: ['payments'],
  body: gbPrimeCardBodySchema,
  response: gbPrimeCardResponseSchema,
});

export const gbPrimePromptPayBodySchema = z.object({
  orderId,
  total_amount: totalAmount.optional(),
  email: lineTextSchema.max(320).nullish(),
  name: lineTextSchema.max(255).nullish(),
});
export type GbPrimePromptPayBody = z.input<typeof gbPrimePromptPayBodySchema>;

/**
 * `POST /api/gbprime/promptpay` (method 12): a PromptPay QR for the order. Spec 2 only logged this
 * answer; the shop shows it. Refusals as for cards.
 */
export const gbPrimePromptPayRoute = defineRoute({
  method: 'POST',
  path: '/api/gbprime/promptpay',
  access: 'signed-in',
  summary: 'Create a PromptPay QR for one of your orders (GB Prime Pay, method 12)',
  tags: ['payments'],
  body: gbPrimePromptPayBodySchema,
  response: z.object({
    success: z.literal(true),
    data: z.object({
      /** The QR of GB's PromptPay payload, as an image data URL. */
      qr_image: z.string(),
      /** UTC; the shop stops waiting for this QR then. */
      expires_at: z.iso.datetime().nullable(),
      /** GB's referenceNo of this QR. */
      reference_no: z.string(),
    }),
    orderPaymentId: z.number().int(),
  }),
});

import { z } from 'zod';
import { defineRoute } from '../http/define-route';
import { idParamSchema, lineTextSchema } from '../http/input-fields';

/**
 * A PromptPay id a shop's bank account is registered under: a phone number, a citizen or tax id,
 * or an e-wallet id. Its digits are checked by the domain's `checkPromptPayId` on the server, which
 * refuses with PROMPTPAY_PHONE_INVALID, PROMPTPAY_CITIZEN_ID_INVALID or PROMPTPAY_EWALLET_ID_INVALID.
 */
export const promptPayIdSchema = z.object({
  kind: z.enum(['phone', 'citizen', 'ewallet']),
  value: lineTextSchema.trim().min(1).max(40),
});
export type PromptPayIdWire = z.infer<typeof promptPayIdSchema>;

/** One account's QR for the order's exact amount, as the buyer's bank-transfer step shows it. */
export const orderPromptPayQrSchema = z.object({
  bank_account_id: z.number().int(),
  bank_name: z.string(),
  account_id: z.string(),
  account_name: z.string(),
  /** The order's amount to pay, in minor units (satang): the banking app shows it locked. */
  amount: z.number().int(),
  currency: z.string(),
  /** The EMVCo payload the QR carries (PromptPay tag, amount, CRC). */
  payload: z.string(),
  /** The QR as a PNG data address, ready for an `img` and for saving on a phone. */
  image: z.string(),
});
export type OrderPromptPayQr = z.infer<typeof orderPromptPayQrSchema>;

/**
 * `GET /private/payment/orders/{id}/promptpay`: a QR for each active account with a PromptPay id,
 * for the order's amount to pay (empty for an order in another currency than baht). Only the
 * order's buyer may ask. Refusals: NOT_FOUND, ORDER_NOT_PENDING when it no longer takes a payment.
 */
export const orderPromptPayQrsRoute = defineRoute({
  method: 'GET',
  path: '/private/payment/orders/:id/promptpay',
  access: 'signed-in',
  summary: "PromptPay QRs for the order's exact amount, one per account with a PromptPay id",
  tags: ['payments'],
  params: z.object({ id: idParamSchema }),
  response: z.object({ success: z.literal(true), data: z.array(orderPromptPayQrSchema) }),
});

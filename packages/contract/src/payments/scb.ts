import { z } from 'zod';
import { defineRoute } from '../http/define-route';
import { idOrDigitsSchema } from '../http/input-fields';

/** Spec 2 "Bank QR request": the order to pay with SCB QR (method 4). */
export const scbQrCreateBodySchema = z.object({
  orderId: idOrDigitsSchema,
});
export type ScbQrCreateBody = z.input<typeof scbQrCreateBodySchema>;

/** SCB's own success code, which spec 2's Bank QR answer carries. */
export const SCB_QR_SUCCESS_CODE = 1000;

/**
 * Spec 2 "Bank QR response": `status.code` 1000 and the QR. A QR that could not be made is an
 * error answer instead (PAYMENT_PROVIDER_UNAVAILABLE, ORDER_NOT_PENDING, ...), never a 1000.
 */
export const scbQrCreateResponseSchema = z.object({
  status: z.object({ code: z.literal(SCB_QR_SUCCESS_CODE), description: z.string() }),
  data: z.object({
    /** The QR image as base64 (a PNG), without a `data:` prefix. */
    qrImage: z.string(),
    /** Whole minutes the QR is good for, as a string (SCB's name for a QR's lifetime). */
    csExtExpiryTime: z.string(),
    /** UTC; banks refuse the QR from then on. */
    expires_at: z.iso.datetime(),
    /** The attempt this QR belongs to. */
    orderPaymentId: z.number().int(),
  }),
});
export type ScbQrCreateResponse = z.infer<typeof scbQrCreateResponseSchema>;

/**
 * `POST /api/payment/scb/qrcode/create`: a Thai QR from SCB for one of the buyer's orders. A new
 * QR retires the order's previous one. Refusals: ORDER_NOT_PENDING, PAYMENT_METHOD_NOT_AVAILABLE
 * (SCB refused the QR), PAYMENT_PROVIDER_UNAVAILABLE (SCB did not answer; the order stays payable).
 */
export const scbQrCreateRoute = defineRoute({
  method: 'POST',
  path: '/api/payment/scb/qrcode/create',
  access: 'signed-in',
  summary: 'Create an SCB Thai QR for one of your orders (method 4)',
  tags: ['payments'],
  body: scbQrCreateBodySchema,
  response: scbQrCreateResponseSchema,
});

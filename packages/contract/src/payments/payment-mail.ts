import { z } from 'zod';
import { defineRoute } from '../http/define-route';
import { idOrDigitsSchema, MAX_INT, multilineTextSchema } from '../http/input-fields';

const text = z.union([multilineTextSchema.max(2_000), z.number().min(-MAX_INT).max(MAX_INT)]).nullish();

/**
 * Spec 2 "Notification email payload". Only `orderId` is used: the mail goes to the order's buyer
 * and says what the server knows of the order's last payment report, never the text sent here,
 * so the call cannot mail anyone else or anything else.
 */
export const paymentMailBodySchema = z.object({
  orderId: idOrDigitsSchema,
  fullname: text,
  email: text,
  description: text,
  bank_account: text,
  bank_code: text,
  amount: text,
  telephone: text,
  date: text,
  time: text,
});

/** `POST /api/send/to/email/paymentorder`: the buyer's payment-received mail, once per report. */
export const paymentMailRoute = defineRoute({
  method: 'POST',
  path: '/api/send/to/email/paymentorder',
  access: 'signed-in',
  summary: 'Send the payment notification mail of one of your orders to you',
  tags: ['payments'],
  body: paymentMailBodySchema,
  response: z.object({ success: z.literal(true), queued: z.boolean() }),
});

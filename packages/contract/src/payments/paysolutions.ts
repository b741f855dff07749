import { z } from 'zod';
import { defineRoute } from '../http/define-route';
import { idOrDigitsSchema } from '../http/input-fields';

/** Spec 2's Pay Solutions request: only the order; everything else is read from it on the server. */
export const paySolutionsBodySchema = z.object({
  order_id: idOrDigitsSchema,
});
export type PaySolutionsBody = z.input<typeof paySolutionsBodySchema>;

/** The hosted page's form, built on the server: the browser posts `fields` to `action` as they are. */
export const paySolutionsFormSchema = z.object({
  action: z.string(),
  method: z.literal('POST'),
  fields: z.record(z.string(), z.string()),
});
export type PaySolutionsForm = z.infer<typeof paySolutionsFormSchema>;

export const paySolutionsResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    /** Spec 2's name for the Pay Solutions merchant id (8 digits). */
    application_id_1: z.string(),
    /** The courses of the order being paid. */
    course_ids: z.array(z.number().int()),
    /** The reference number of this attempt: order id + HHmmss (Bangkok time). */
    refno: z.string(),
  }),
  form: paySolutionsFormSchema,
  orderPaymentId: z.number().int(),
});
export type PaySolutionsResponse = z.infer<typeof paySolutionsResponseSchema>;

/**
 * `POST /api/pay-solutions` (method 13): a new payment attempt and the form the browser posts to
 * Pay Solutions' page. Refusals: ORDER_NOT_PENDING, PAYMENT_METHOD_NOT_AVAILABLE (another method,
 * or Pay Solutions refused), PAYMENT_PROVIDER_UNAVAILABLE (Pay Solutions did not answer; the
 * order stays payable).
 */
export const paySolutionsRoute = defineRoute({
  method: 'POST',
  path: '/api/pay-solutions',
  access: 'signed-in',
  summary: 'Start paying one of your orders with Pay Solutions (method 13)',
  tags: ['payments'],
  body: paySolutionsBodySchema,
  response: paySolutionsResponseSchema,
});

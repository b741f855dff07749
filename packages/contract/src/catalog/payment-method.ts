import { z } from 'zod';
import { defineRoute } from '../http/define-route';

/** A payment method as any browser may see it: never a secret key. */
export const publicPaymentMethodSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  name_web: z.string(),
  payment_type: z.string(),
  /** Publishable identifiers only (e.g. a public key or merchant id), as the provider's browser SDK needs. */
  application_id_1: z.string().nullable(),
  application_id_2: z.string().nullable(),
  bankList: z.array(
    z.object({
      id: z.number().int(),
      account_id: z.string(),
      account_name: z.string(),
      bank: z.string(),
      bank_name: z.string(),
      prompt_pay_image: z.string().nullable(),
    }),
  ),
});
export type PublicPaymentMethod = z.infer<typeof publicPaymentMethodSchema>;

/** `GET /public/cart/payments/methods`: enabled methods in order; the first is the default. */
export const listCartPaymentMethodsRoute = defineRoute({
  method: 'GET',
  path: '/public/cart/payments/methods',
  access: 'public',
  summary: 'Payment methods offered at checkout',
  tags: ['payments'],
  response: z.object({ success: z.literal(true), data: z.array(publicPaymentMethodSchema) }),
});

/** `GET /public/payments/methods`: the same list, at the address spec 2's payment pages read. */
export const listPaymentMethodsRoute = defineRoute({
  method: 'GET',
  path: '/public/payments/methods',
  access: 'public',
  summary: 'Payment methods offered (the payment pages read this address)',
  tags: ['payments'],
  response: z.object({ success: z.literal(true), data: z.array(publicPaymentMethodSchema) }),
});

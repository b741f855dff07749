import { z } from 'zod';
import { defineRoute } from '../http/define-route';
import { idSchema } from '../http/input-fields';
import { adminListResponseSchema } from './admin-list';

/** One payment method as the back office sees it: its switch, its place, and whether it can run here. */
export const adminPaymentMethodSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  name_web: z.string(),
  payment_type: z.string(),
  is_enabled: z.boolean(),
  sort_order: z.number().int(),
  /** Buyers see it: switched on, and this server can take payments with it. */
  is_offered: z.boolean(),
  /**
   * Why this server cannot take payments with it (live mode without the provider's keys): the
   * provider and the environment variables it lacks. Null when it can.
   */
  unavailable: z.object({ provider: z.string(), missing: z.array(z.string()) }).nullable(),
});
export type AdminPaymentMethod = z.infer<typeof adminPaymentMethodSchema>;

/**
 * Every method once, in the order the storefront lists them (the first is selected by default),
 * each switched on or off.
 */
export const paymentMethodsBodySchema = z.object({
  methods: z
    .array(z.object({ id: idSchema, is_enabled: z.boolean() }))
    .min(1)
    .max(100)
    .refine(
      (methods) => new Set(methods.map((method) => method.id)).size === methods.length,
      'must name each payment method once',
    ),
});
export type PaymentMethodsBody = z.infer<typeof paymentMethodsBodySchema>;

const list = adminListResponseSchema(adminPaymentMethodSchema);

/** `GET /api/admin/payment-methods`: every method in the storefront's order. */
export const listAdminPaymentMethodsRoute = defineRoute({
  method: 'GET',
  path: '/api/admin/payment-methods',
  access: 'admin',
  summary: 'Payment methods: switches, order and availability (administrators)',
  tags: ['admin'],
  response: list,
});

/**
 * `PUT /api/admin/payment-methods`: the whole list, ordered, with the switches. Refusals:
 * INPUT_ERROR (not every method once), PAYMENT_PROVIDER_NOT_CONFIGURED (switching on a method
 * this server cannot take payments with).
 */
export const updateAdminPaymentMethodsRoute = defineRoute({
  method: 'PUT',
  path: '/api/admin/payment-methods',
  access: 'admin',
  summary: 'Switch payment methods on or off and set their order (administrators)',
  tags: ['admin'],
  body: paymentMethodsBodySchema,
  response: list,
});

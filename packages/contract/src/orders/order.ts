import { z } from 'zod';
import { defineRoute } from '../http/define-route';
import {
  idOrDigitsSchema,
  idParamSchema,
  idSchema,
  jsonValueSchema,
  lineTextSchema,
  MAX_INT,
} from '../http/input-fields';
import { paymentAttemptSummarySchema } from '../payments/payment-attempt';
import { orderStatusSchema } from './order-status';

/** An order as the buyer sees it (spec 1 "Order response" order_detail, spec 2 "Order (read for payment)"). */
export const orderDetailSchema = z.object({
  id: z.number().int(),
  order_token: z.string(),
  /** subtotal + VAT; the amount to pay is price - discount + shipping_fee - withholding_price. */
  price: z.number().int(),
  discount: z.number().int(),
  shipping_fee: z.number().int(),
  withholding_price: z.number().int(),
  vat: z.number().int(),
  total: z.number().int(),
  currency_code: z.enum(['THB', 'USD']),
  payment_status: orderStatusSchema,
  payment_method_id: z.number().int().nullable(),
  coupon_list_code: z.array(z.string()),
  promotion_id: z.number().int().nullable(),
  order_course_list: z.array(
    z.object({
      course_id: z.number().int(),
      course_name: z.string(),
      course_type: z.string(),
      priecingplan_id: z.number().int(),
      qty: z.number().int(),
      amount: z.number().int(),
      discount: z.number().int(),
      net: z.number().int(),
    }),
  ),
  is_withholding: z.boolean(),
  withholding_percent: z.number().int().nullable(),
  needs_approval: z.boolean(),
  email: z.string(),
  tel: z.string(),
  /** UTC; an unpaid order is cancelled then. */
  cancel_at: z.iso.datetime().nullable(),
  created_at: z.iso.datetime(),
  /** The newest attempt to pay the order, or null before the first one. */
  latest_payment: paymentAttemptSummarySchema.nullable(),
});
export type OrderDetail = z.infer<typeof orderDetailSchema>;

const firstJsonValue = (text: string): unknown => {
  if (text === '' || text === 'null') return null;
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) ? (parsed[0] as unknown) : parsed;
  } catch {
    return 'not json';
  }
};

/** `promotion_id` arrives as a number, null, or JSON text of either (the specification sends JSON). */
const promotionIdSchema = z
  .union([idSchema, z.null(), lineTextSchema.max(50)])
  .transform((value, context) => {
    if (typeof value !== 'string') return value;
    const first = firstJsonValue(value.trim());
    if (first === null || first === undefined) return null;
    if (idSchema.safeParse(first).success) return first as number;
    context.addIssue({ code: 'custom', message: 'must be a promotion id' });
    return z.NEVER;
  });

/** An amount in minor units, as an integer column stores it. */
const amount = z.number().int().min(0).max(MAX_INT);

/**
 * The order request of spec 1 section 3. The server recomputes everything: the sent totals
 * must equal its own (PRICE_CHANGED otherwise); status, cancel_at and courses are ignored.
 */
export const createOrderBodySchema = z
  .object({
    user_id: idSchema.optional(),
    course_id: z.array(idSchema).max(50),
    /** One per course; -1 = no plan chosen. */
    pricingplan_id: z.array(z.number().int().min(-1).max(MAX_INT)).max(50),
    /** One per course; products may order more than one unit. Defaults to 1 each. */
    quantity: z.array(z.number().int().min(1).max(99)).max(50).optional(),
    payment_method_id: idSchema.nullable(),
    coupon_id: z.array(idSchema).max(20).default([]),
    promotion_id: promotionIdSchema.default(null),
    currency_code: z.enum(['THB', 'USD']).default('THB'),
    price: amount,
    discount: amount,
    shipping_fee: amount.default(0),
    withholding_price: amount.optional(),
    shipping_address_id: idSchema.nullable().default(null),
    shipping_fee_id: idSchema.nullable().default(null),
    is_withholding: z.boolean().default(false),
    withholding_percent: z.union([z.literal(3), z.literal(1)]).default(3),
    status: lineTextSchema.max(100).optional(),
    cancel_at: lineTextSchema.max(100).optional(),
    courses: jsonValueSchema.optional(),
  })
  .refine((body) => body.pricingplan_id.length === body.course_id.length, {
    path: ['pricingplan_id'],
    message: 'must have one plan per course',
  })
  .refine((body) => body.quantity === undefined || body.quantity.length === body.course_id.length, {
    path: ['quantity'],
    message: 'must have one quantity per course',
  });
export type CreateOrderBody = z.input<typeof createOrderBodySchema>;

export const createOrderResponseSchema = z.object({
  success: z.literal(true),
  orderId: z.number().int(),
  order_detail: orderDetailSchema,
});
export type CreateOrderResponse = z.infer<typeof createOrderResponseSchema>;

/**
 * Creates the order once per Idempotency-Key header. Refusals answer `{ success: false, error:
 * { code, msg, result } }` where `result` lists every refusal ({ code, courseId?, couponCode? })
 * or, for PRICE_CHANGED, the fresh totals.
 */
export const createOrderRoute = defineRoute({
  method: 'POST',
  path: '/private/cart/order',
  access: 'signed-in',
  summary: 'Create an order from the chosen courses, plans, promotion, coupons and payment method',
  tags: ['orders'],
  body: createOrderBodySchema,
  response: createOrderResponseSchema,
});

export const getOrderRoute = defineRoute({
  method: 'GET',
  path: '/private/orders/:id',
  access: 'signed-in',
  summary: "One of the signed-in user's orders (polled while a PromptPay QR is shown)",
  tags: ['orders'],
  params: z.object({ id: idParamSchema }),
  response: z.object({ success: z.literal(true), data: orderDetailSchema }),
});

export const listMyOrdersRoute = defineRoute({
  method: 'GET',
  path: '/private/orders',
  access: 'signed-in',
  summary: "The signed-in user's orders, newest first",
  tags: ['orders'],
  response: z.object({ success: z.literal(true), data: z.array(orderDetailSchema) }),
});

export const deleteOrderRoute = defineRoute({
  method: 'POST',
  path: '/public/cart/deleteorder',
  access: 'signed-in',
  summary: "Cancel one of the signed-in user's unpaid orders; its seats, stock and coupon uses return",
  tags: ['orders'],
  body: z.object({ order_id: idOrDigitsSchema }),
  response: z.object({ success: z.literal(true) }),
});

/** `GET /private/payments/methods/order/{orderId}`: the order the payment step works on, with its method. */
export const orderForPaymentRoute = defineRoute({
  method: 'GET',
  path: '/private/payments/methods/order/:orderId',
  access: 'signed-in',
  summary: "One of the signed-in user's orders, as the payment step reads it",
  tags: ['orders'],
  params: z.object({ orderId: idParamSchema }),
  response: z.object({
    success: z.literal(true),
    data: orderDetailSchema.extend({
      payment_method: z
        .object({ id: z.number().int(), name: z.string(), name_web: z.string(), payment_type: z.string() })
        .nullable(),
    }),
  }),
});

/** The thank-you page's order, by the token in its address (`/thankyou?orderId=...`). */
export const orderByTokenRoute = defineRoute({
  method: 'GET',
  path: '/private/orders/token/:token',
  access: 'signed-in',
  summary: "One of the signed-in user's orders, by its token",
  tags: ['orders'],
  params: z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, 'must be an order token') }),
  response: z.object({ success: z.literal(true), data: orderDetailSchema }),
});

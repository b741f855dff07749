import { z } from 'zod';
import { defineRoute } from '../http/define-route';
import { idOrDigitsSchema, lineTextSchema } from '../http/input-fields';

/** A coupon on the wire (spec 1 "Coupon"). `payment_method` is a comma list of method ids; empty = all. */
export const couponWireSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  courses: z.string(),
  discount_type: z.enum(['amount', 'percent']),
  discount_amont: z.number(),
  discount_amount_usd: z.number().int().nullable(),
  coupon_type: z.enum(['P1', 'P2']),
  number_of_course: z.number().int().nullable(),
  payment_method: z.string(),
});
export type CouponWire = z.infer<typeof couponWireSchema>;

const idList = z.array(idOrDigitsSchema).max(50);

export const listCouponsByIdRoute = defineRoute({
  method: 'POST',
  path: '/public/cart/getallcoupon',
  access: 'public',
  summary: 'Coupons by id (those still usable)',
  tags: ['discounts'],
  body: z.object({ couponID: idList }),
  response: z.object({ success: z.literal(true), data: z.array(couponWireSchema) }),
});

/** NOT_FOUND for an unknown code; COUPON_NOT_AVAILABLE (result: the codes) when used up or out of its dates. */
export const getCouponByCodeRoute = defineRoute({
  method: 'POST',
  path: '/public/cart/getCouponByCouponCode',
  access: 'public',
  summary: 'Look a coupon up by the code the buyer typed',
  tags: ['discounts'],
  body: z.object({ coupon_code: lineTextSchema.trim().min(1).max(64) }),
  response: z.object({ success: z.literal(true), data: z.array(couponWireSchema) }),
});

import { z } from 'zod';
import { COURSE_TYPES } from '@shop/domain/catalog/course-type';
import { couponWireSchema } from '../catalog/coupon';
import { defineRoute } from '../http/define-route';
import { idParamSchema, idSchema, lineTextSchema, MAX_INT } from '../http/input-fields';

/** The id a visitor's browser made up and keeps; it names the visitor's cart until sign-in. */
export const visitorIdSchema = lineTextSchema
  .trim()
  .regex(/^[A-Za-z0-9_-]{16,64}$/, 'must be the 16–64 character id the browser generated');

/** One cart line (spec 1 "Cart item", with the variant names the specification lists). */
export const cartItemSchema = z.object({
  id: z.number().int(),
  cart_id: z.string(),
  course_id: z.number().int(),
  course_name: z.string(),
  course_image: z.string().nullable(),
  course_type: z.enum(COURSE_TYPES),
  link_path: z.string(),
  /** -1 when no plan is chosen yet. */
  priecingplan_id: z.number().int(),
  pricing_type: z.string().nullable(),
  qty: z.number().int(),
  price: z.number().int().nullable(),
  price_usd: z.number().int().nullable(),
  available_qty: z.number().int().nullable(),
  /** JSON array text of the cart's coupon ids, as the specification stores it per line. */
  coupons_id: z.string(),
  paymentmethod_id: z.number().int().nullable(),
  free_book: z.boolean(),
  free_book_type: z.string().nullable(),
  product_free: z.number().int(),
  cartID: z.string(),
  courseID: z.number().int(),
  pricingID: z.number().int(),
  couponID: z.string(),
});
export type CartItem = z.infer<typeof cartItemSchema>;

/** A coupon the cart remembered and dropped on this read, with the error code that says why. */
export const droppedCouponSchema = z.object({
  coupon_id: z.number().int(),
  /** Null when the coupon no longer exists. */
  code: z.string().nullable(),
  reason: z.string(),
});
export type DroppedCoupon = z.infer<typeof droppedCouponSchema>;

const withholdingPercentSchema = z.union([z.literal(3), z.literal(1)]);

/** The checkout choices the cart keeps, checked again on every read. */
export const cartChoicesSchema = z.object({
  id: z.string().nullable(),
  promotion_id: z.number().int().nullable(),
  coupon_ids: z.array(z.number().int()),
  payment_method_id: z.number().int().nullable(),
  /** The remembered coupons that still hold, in the order they were applied. */
  coupons: z.array(couponWireSchema),
  /** Remembered coupons that stopped holding since the last read (used up, expired, no longer fitting). */
  dropped_coupons: z.array(droppedCouponSchema),
  is_withholding: z.boolean(),
  withholding_percent: withholdingPercentSchema,
  shipping_address_id: z.number().int().nullable(),
  shipping_fee_id: z.number().int().nullable(),
});
export type CartChoices = z.infer<typeof cartChoicesSchema>;

export const cartSchema = z.object({
  success: z.literal(true),
  data: z.array(cartItemSchema),
  cart: cartChoicesSchema,
});
export type CartResponse = z.infer<typeof cartSchema>;

/** A visitor's cart (`GET /public/cart/{userId}` with the generated id). */
export const visitorCartRoute = defineRoute({
  method: 'GET',
  path: '/public/cart/:visitorId',
  access: 'public',
  summary: "A visitor's cart, by the id their browser generated",
  tags: ['cart'],
  params: z.object({ visitorId: visitorIdSchema }),
  response: cartSchema,
});

export const studentCartRoute = defineRoute({
  method: 'GET',
  path: '/private/cart',
  access: 'signed-in',
  summary: "The signed-in user's cart",
  tags: ['cart'],
  response: cartSchema,
});

/** A pricing plan id, or -1 for "no plan chosen yet". */
const planChoiceSchema = z.number().int().min(-1).max(MAX_INT);

/** Whose cart: the signed-in user's, or else the visitor's named by generate_id. */
const ownerFields = { generate_id: visitorIdSchema.optional() };

export const addCartItemRoute = defineRoute({
  method: 'POST',
  path: '/public/cart/items',
  access: 'public',
  summary: 'Put a course or product in the cart (again: change its plan and quantity)',
  tags: ['cart'],
  body: z.object({
    ...ownerFields,
    course_id: idSchema,
    priecingplan_id: planChoiceSchema.default(-1),
    qty: z.number().int().min(1).max(99).default(1),
  }),
  response: cartSchema,
});

export const updateCartItemRoute = defineRoute({
  method: 'PATCH',
  path: '/public/cart/items/:itemId',
  access: 'public',
  summary: 'Change the plan or quantity of a cart line',
  tags: ['cart'],
  params: z.object({ itemId: idParamSchema }),
  body: z.object({
    ...ownerFields,
    priecingplan_id: planChoiceSchema.optional(),
    qty: z.number().int().min(1).max(99).optional(),
  }),
  response: cartSchema,
});

export const removeCartItemRoute = defineRoute({
  method: 'DELETE',
  path: '/public/cart/items/:itemId',
  access: 'public',
  summary: 'Take a line out of the cart',
  tags: ['cart'],
  params: z.object({ itemId: idParamSchema }),
  querystring: z.object(ownerFields),
  response: cartSchema,
});

export const saveCartSelectionBodySchema = z.object({
  ...ownerFields,
  promotion_id: idSchema.nullable(),
  coupons_id: z.array(idSchema).max(20),
  paymentmethod_id: idSchema.nullable(),
  is_withholding: z.boolean().optional(),
  withholding_percent: withholdingPercentSchema.optional(),
  shipping_address_id: idSchema.nullable().optional(),
  shipping_fee_id: idSchema.nullable().optional(),
});
export type SaveCartSelectionBody = z.infer<typeof saveCartSelectionBodySchema>;

/**
 * Remembers the checkout choices. A coupon, method, promotion, address or shipping option that the
 * cart could not keep is refused and nothing changes; a field left out keeps what was saved.
 */
export const saveCartSelectionRoute = defineRoute({
  method: 'PUT',
  path: '/public/cart/selection',
  access: 'public',
  summary: 'Remember the promotion, coupons, payment method, withholding and delivery chosen at checkout',
  tags: ['cart'],
  body: saveCartSelectionBodySchema,
  response: cartSchema,
});

/** `POST /public/cart/deleteitem`: empties the cart of `user_id` (the signed-in user's id, or a visitor id). */
export const clearCartRoute = defineRoute({
  method: 'POST',
  path: '/public/cart/deleteitem',
  access: 'public',
  summary: 'Empty a cart (after a completed payment)',
  tags: ['cart'],
  body: z.object({ user_id: z.union([idSchema, visitorIdSchema]) }),
  response: z.object({ success: z.literal(true) }),
});

/** `GET /private/cart/ordercourse`: the courses the student owns, with the plan they bought. */
export const ownedCoursesRoute = defineRoute({
  method: 'GET',
  path: '/private/cart/ordercourse',
  access: 'signed-in',
  summary: 'Courses the signed-in student owns',
  tags: ['cart'],
  response: z.object({
    success: z.literal(true),
    data: z.array(z.object({ courseID: z.number().int(), priceplan_id: z.number().int().nullable() })),
  }),
});

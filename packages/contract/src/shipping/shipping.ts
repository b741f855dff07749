import { z } from 'zod';
import { defineRoute } from '../http/define-route';
import { idParamSchema, lineTextSchema, multilineTextSchema } from '../http/input-fields';

export const shippingAddressSchema = z.object({
  id: z.number().int(),
  recipient_name: z.string(),
  tel: z.string(),
  address: z.string(),
  subdistrict: z.string(),
  district: z.string(),
  province: z.string(),
  postcode: z.string(),
  is_default: z.boolean(),
});
export type ShippingAddress = z.infer<typeof shippingAddressSchema>;

export const shippingAddressBodySchema = z.object({
  recipient_name: lineTextSchema.trim().min(1).max(255),
  tel: lineTextSchema.trim().regex(/^\d{9,10}$/, 'must be 9 to 10 digits'),
  address: multilineTextSchema.trim().min(1).max(1000),
  subdistrict: lineTextSchema.trim().max(255).default(''),
  district: lineTextSchema.trim().max(255).default(''),
  province: lineTextSchema.trim().max(255).default(''),
  postcode: lineTextSchema
    .trim()
    .regex(/^(\d{5})?$/, 'must be 5 digits')
    .default(''),
  is_default: z.boolean().default(false),
});
export type ShippingAddressBody = z.input<typeof shippingAddressBodySchema>;

export const shippingFeeOptionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Minor units. */
  fee: z.number().int(),
  fee_usd: z.number().int().nullable(),
});
export type ShippingFeeOption = z.infer<typeof shippingFeeOptionSchema>;

export const listShippingAddressesRoute = defineRoute({
  method: 'GET',
  path: '/private/shipping/addresses',
  access: 'signed-in',
  summary: "The signed-in user's delivery addresses, the default first",
  tags: ['shipping'],
  response: z.object({ success: z.literal(true), data: z.array(shippingAddressSchema) }),
});

export const createShippingAddressRoute = defineRoute({
  method: 'POST',
  path: '/private/shipping/addresses',
  access: 'signed-in',
  summary: 'Add a delivery address',
  tags: ['shipping'],
  body: shippingAddressBodySchema,
  response: z.object({ success: z.literal(true), data: shippingAddressSchema }),
});

export const deleteShippingAddressRoute = defineRoute({
  method: 'DELETE',
  path: '/private/shipping/addresses/:id',
  access: 'signed-in',
  summary: 'Remove one of your delivery addresses',
  tags: ['shipping'],
  params: z.object({ id: idParamSchema }),
  response: z.object({ success: z.literal(true) }),
});

export const listShippingFeesRoute = defineRoute({
  method: 'GET',
  path: '/public/shipping/fees',
  access: 'public',
  summary: 'Delivery options and their fees',
  tags: ['shipping'],
  response: z.object({ success: z.literal(true), data: z.array(shippingFeeOptionSchema) }),
});

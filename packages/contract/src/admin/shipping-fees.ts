import { z } from 'zod';
import { defineRoute } from '../http/define-route';
import { idParamSchema, lineTextSchema, MAX_INT } from '../http/input-fields';
import { adminListResponseSchema } from './admin-list';

/** A delivery option as the back office sees it (inactive ones too). Fees in minor units. */
export const adminShippingFeeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  fee: z.number().int(),
  fee_usd: z.number().int().nullable(),
  is_active: z.boolean(),
  sort_order: z.number().int(),
});
export type AdminShippingFee = z.infer<typeof adminShippingFeeSchema>;

const minorUnits = z.number().int().min(0).max(MAX_INT);

/** A delivery option the shop adds or changes; `fee_usd` null means USD orders cannot choose it. */
export const shippingFeeBodySchema = z.object({
  name: lineTextSchema.trim().min(1).max(200),
  fee: minorUnits,
  fee_usd: minorUnits.nullable().default(null),
  is_active: z.boolean().default(true),
  sort_order: z.number().int().min(0).max(MAX_INT).default(0),
});
export type ShippingFeeBody = z.input<typeof shippingFeeBodySchema>;

const params = z.object({ id: idParamSchema });
const one = z.object({ success: z.literal(true), data: adminShippingFeeSchema });

/** `GET /api/admin/shipping-fees`: every option in the storefront's order (a short list: no paging). */
export const listAdminShippingFeesRoute = defineRoute({
  method: 'GET',
  path: '/api/admin/shipping-fees',
  access: 'admin',
  summary: 'Delivery options and their fees, inactive ones too (administrators)',
  tags: ['admin'],
  response: adminListResponseSchema(adminShippingFeeSchema),
});

export const createAdminShippingFeeRoute = defineRoute({
  method: 'POST',
  path: '/api/admin/shipping-fees',
  access: 'admin',
  summary: 'Add a delivery option (administrators)',
  tags: ['admin'],
  body: shippingFeeBodySchema,
  response: one,
});

/** `PUT /api/admin/shipping-fees/{id}`: the whole option. Orders keep the fee they were priced with. */
export const updateAdminShippingFeeRoute = defineRoute({
  method: 'PUT',
  path: '/api/admin/shipping-fees/:id',
  access: 'admin',
  summary: 'Change a delivery option (administrators)',
  tags: ['admin'],
  params,
  body: shippingFeeBodySchema,
  response: one,
});

export const deleteAdminShippingFeeRoute = defineRoute({
  method: 'DELETE',
  path: '/api/admin/shipping-fees/:id',
  access: 'admin',
  summary: 'Remove a delivery option (administrators)',
  tags: ['admin'],
  params,
  response: z.object({ success: z.literal(true) }),
});

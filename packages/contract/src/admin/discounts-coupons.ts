import { z } from 'zod';
import { defineRoute } from '../http/define-route';
import { idParamSchema, idSchema, lineTextSchema, MAX_INT } from '../http/input-fields';
import { orderStatusSchema } from '../orders/order-status';
import { adminListQuerySchema, adminListResponseSchema } from './admin-list';
import {
  discountBodyFields,
  discountRowFields,
  discountScopeSchema,
  discountStateSchema,
} from './discounts-common';

/** Most single-use codes one bulk generation makes (one transaction, one CSV). */
export const MAX_BULK_COUPONS = 5000;

/** A coupon as the back office sees it. */
export const adminCouponSchema = z.object({
  ...discountRowFields,
  code: z.string(),
  coupon_type: discountScopeSchema,
  payment_method_ids: z.array(z.number().int()),
  usage_limit: z.number().int().nullable(),
  usage_limit_per_user: z.number().int().nullable(),
  used_count: z.number().int(),
  /** The bulk generation that made it; null for a code typed by hand. */
  batch_id: z.string().nullable(),
  state: discountStateSchema,
});
export type AdminCoupon = z.infer<typeof adminCouponSchema>;

const limitSchema = z.number().int().min(0).max(MAX_INT).nullable().default(null);

const couponFields = {
  ...discountBodyFields,
  coupon_type: discountScopeSchema.default('P1'),
  /** Payment methods the coupon may be used with; empty = every method. */
  payment_method_ids: z.array(idSchema).max(30).default([]),
};

/** A coupon typed by hand. The code is stored trimmed, without spaces, in capitals. */
export const couponBodySchema = z.object({
  ...couponFields,
  code: lineTextSchema.max(60),
  usage_limit: limitSchema,
  usage_limit_per_user: limitSchema,
});
export type CouponBody = z.input<typeof couponBodySchema>;

/** N single-use codes with the same discount: each usable once in all. */
export const bulkCouponBodySchema = z.object({
  ...couponFields,
  count: z.number().int().min(1).max(MAX_BULK_COUPONS),
  /** Capitals, digits, `-` or `_` put before each code; may be empty. */
  prefix: z
    .string()
    .max(20)
    .regex(/^[A-Za-z0-9_-]*$/, 'may hold only letters, digits, - and _')
    .default(''),
});
export type BulkCouponBody = z.input<typeof bulkCouponBodySchema>;

export const COUPON_SORT_FIELDS = ['id', 'code', 'usedCount', 'endsAt'] as const;

/** `GET /api/admin/coupons`: the keyword matches part of the code; newest first unless sorted. */
export const couponListQuerySchema = adminListQuerySchema(COUPON_SORT_FIELDS, {
  state: discountStateSchema.optional(),
  type: discountScopeSchema.optional(),
  batchId: lineTextSchema.max(60).optional(),
  courseId: idParamSchema.optional(),
  paymentMethodId: idParamSchema.optional(),
});
export type CouponListQuery = z.infer<typeof couponListQuerySchema>;

/** The CSV takes the list's filters, without paging. */
export const couponExportQuerySchema = couponListQuerySchema.omit({ page: true, pageSize: true });

/** One order that used a coupon. */
export const couponUsageRowSchema = z.object({
  order_id: z.number().int(),
  buyer: z.object({ id: z.number().int(), name: z.string(), username: z.string(), email: z.string() }),
  created_at: z.iso.datetime(),
  state: orderStatusSchema,
  currency: z.enum(['THB', 'USD']),
  /** What the coupon took from the order, in its currency's minor units. */
  discount: z.number().int(),
});
export type CouponUsageRow = z.infer<typeof couponUsageRowSchema>;

const params = z.object({ id: idParamSchema });
const one = z.object({ success: z.literal(true), data: adminCouponSchema });

export const listAdminCouponsRoute = defineRoute({
  method: 'GET',
  path: '/api/admin/coupons',
  access: 'admin',
  summary: 'Coupons with search, filters, sort and paging (administrators)',
  tags: ['admin'],
  querystring: couponListQuerySchema,
  response: adminListResponseSchema(adminCouponSchema),
});

export const getAdminCouponRoute = defineRoute({
  method: 'GET',
  path: '/api/admin/coupons/:id',
  access: 'admin',
  summary: 'One coupon (administrators)',
  tags: ['admin'],
  params,
  response: one,
});

/** Refusals: COUPON_CODE_TAKEN (another coupon has the code, ignoring case). */
export const createAdminCouponRoute = defineRoute({
  method: 'POST',
  path: '/api/admin/coupons',
  access: 'admin',
  summary: 'Add a coupon (administrators)',
  tags: ['admin'],
  body: couponBodySchema,
  response: one,
});

export const updateAdminCouponRoute = defineRoute({
  method: 'PUT',
  path: '/api/admin/coupons/:id',
  access: 'admin',
  summary: 'Change a coupon; orders keep the discount they were priced with (administrators)',
  tags: ['admin'],
  params,
  body: couponBodySchema,
  response: one,
});

/** Refusals: NOT_FOUND, DISCOUNT_IN_USE (an order used it: switch it off instead). */
export const deleteAdminCouponRoute = defineRoute({
  method: 'DELETE',
  path: '/api/admin/coupons/:id',
  access: 'admin',
  summary: 'Remove a coupon no order used (administrators)',
  tags: ['admin'],
  params,
  response: z.object({ success: z.literal(true) }),
});

/** `POST /api/admin/coupons/bulk`: N unique single-use codes made on the server in one transaction. */
export const bulkCreateAdminCouponsRoute = defineRoute({
  method: 'POST',
  path: '/api/admin/coupons/bulk',
  access: 'admin',
  summary: 'Generate single-use coupon codes (administrators)',
  tags: ['admin'],
  body: bulkCouponBodySchema,
  response: z.object({
    success: z.literal(true),
    data: z.object({ batch_id: z.string(), codes: z.array(z.string()) }),
  }),
});

/** `GET /api/admin/coupons/export.csv`: the filtered coupons (e.g. one batch) as CSV, UTF-8 with BOM. */
export const exportAdminCouponsRoute = defineRoute({
  method: 'GET',
  path: '/api/admin/coupons/export.csv',
  access: 'admin',
  summary: 'The filtered coupons as a CSV file (administrators)',
  tags: ['admin'],
  querystring: couponExportQuerySchema,
  response: z.string(),
});

/** `GET /api/admin/coupons/{id}/usage`: the orders that used the coupon, newest first. */
export const listAdminCouponUsageRoute = defineRoute({
  method: 'GET',
  path: '/api/admin/coupons/:id/usage',
  access: 'admin',
  summary: 'Orders that used a coupon (administrators)',
  tags: ['admin'],
  params,
  querystring: adminListQuerySchema(['created'] as const, {}),
  response: adminListResponseSchema(couponUsageRowSchema),
});

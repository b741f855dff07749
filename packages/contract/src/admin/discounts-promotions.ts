import { z } from 'zod';
import { defineRoute } from '../http/define-route';
import { idParamSchema, lineTextSchema } from '../http/input-fields';
import { adminListQuerySchema, adminListResponseSchema } from './admin-list';
import {
  discountBodyFields,
  discountRowFields,
  discountScopeSchema,
  discountStateSchema,
} from './discounts-common';

/** A promotion as the back office sees it, with how many orders used it. */
export const adminPromotionSchema = z.object({
  ...discountRowFields,
  title: z.string(),
  description_list: z.array(z.string()),
  promotion_type: discountScopeSchema,
  state: discountStateSchema,
  order_count: z.number().int(),
});
export type AdminPromotion = z.infer<typeof adminPromotionSchema>;

export const promotionBodySchema = z.object({
  ...discountBodyFields,
  title: lineTextSchema.trim().min(1).max(200),
  description_list: z.array(lineTextSchema.trim().min(1).max(500)).max(20).default([]),
  promotion_type: discountScopeSchema,
});
export type PromotionBody = z.input<typeof promotionBodySchema>;

export const PROMOTION_SORT_FIELDS = ['id', 'title', 'startsAt', 'endsAt'] as const;

/** `GET /api/admin/promotions`: the keyword matches the title; newest first unless sorted. */
export const promotionListQuerySchema = adminListQuerySchema(PROMOTION_SORT_FIELDS, {
  state: discountStateSchema.optional(),
  type: discountScopeSchema.optional(),
  courseId: idParamSchema.optional(),
});
export type PromotionListQuery = z.infer<typeof promotionListQuerySchema>;

const params = z.object({ id: idParamSchema });
const one = z.object({ success: z.literal(true), data: adminPromotionSchema });

export const listAdminPromotionsRoute = defineRoute({
  method: 'GET',
  path: '/api/admin/promotions',
  access: 'admin',
  summary: 'Promotions with search, filters, sort and paging (administrators)',
  tags: ['admin'],
  querystring: promotionListQuerySchema,
  response: adminListResponseSchema(adminPromotionSchema),
});

export const createAdminPromotionRoute = defineRoute({
  method: 'POST',
  path: '/api/admin/promotions',
  access: 'admin',
  summary: 'Add a promotion (administrators)',
  tags: ['admin'],
  body: promotionBodySchema,
  response: one,
});

export const updateAdminPromotionRoute = defineRoute({
  method: 'PUT',
  path: '/api/admin/promotions/:id',
  access: 'admin',
  summary: 'Change a promotion; orders keep the discount they were priced with (administrators)',
  tags: ['admin'],
  params,
  body: promotionBodySchema,
  response: one,
});

/** Refusals: NOT_FOUND, DISCOUNT_IN_USE (an order used it: switch it off instead). */
export const deleteAdminPromotionRoute = defineRoute({
  method: 'DELETE',
  path: '/api/admin/promotions/:id',
  access: 'admin',
  summary: 'Remove a promotion no order used (administrators)',
  tags: ['admin'],
  params,
  response: z.object({ success: z.literal(true) }),
});

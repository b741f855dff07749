import { z } from 'zod';
import { PLAN_TYPES, TERM_UNITS, PRICING_TYPES } from '@shop/domain/catalog/pricing-plan';
import { defineRoute } from '../http/define-route';
import { idParamSchema, idSchema, lineTextSchema, MAX_INT } from '../http/input-fields';
import { adminListResponseSchema } from './admin-list';

const minorUnits = z.number().int().min(0).max(MAX_INT);
const termSchema = z.number().int().min(-1).max(100_000);

/** A pricing plan as the back office sees it (hidden ones too); prices in minor units. */
export const adminPlanSchema = z.object({
  id: z.number().int(),
  course_id: z.number().int(),
  name: z.string(),
  plan_type: z.enum(PLAN_TYPES),
  term: z.number().int().nullable(),
  term_unit: z.enum(TERM_UNITS).nullable(),
  term_2: z.number().int().nullable(),
  term_unit_2: z.enum(TERM_UNITS).nullable(),
  price: z.number().int().nullable(),
  price_usd: z.number().int().nullable(),
  /** 1 = shown on the course page, 0 = hidden. */
  status_show: z.number().int(),
  is_default: z.boolean(),
  pricing_type: z.enum(PRICING_TYPES),
  free_for: z.literal('Student').nullable(),
  free_course_ids: z.array(z.number().int()),
  buy_course_free: z.boolean(),
  need_approval: z.boolean(),
  is_for_member: z.boolean(),
  sort_order: z.number().int(),
  /** Orders name this plan: it can be hidden but not deleted. */
  is_ordered: z.boolean(),
});
export type AdminPlan = z.infer<typeof adminPlanSchema>;

/**
 * A plan the administrator saves (the whole plan). The shape is checked here; the rules between
 * fields (Period needs a term, Free costs 0, ...) by `validatePricingPlan`, as INPUT_ERROR naming
 * each field.
 */
export const planBodySchema = z.object({
  name: lineTextSchema.trim().max(200).default(''),
  plan_type: z.enum(PLAN_TYPES),
  term: termSchema.nullable().default(null),
  term_unit: z.enum(TERM_UNITS).nullable().default(null),
  term_2: termSchema.nullable().default(null),
  term_unit_2: z.enum(TERM_UNITS).nullable().default(null),
  price: minorUnits.nullable().default(null),
  price_usd: minorUnits.nullable().default(null),
  status_show: z.union([z.literal(0), z.literal(1)]).default(1),
  is_default: z.boolean().default(false),
  pricing_type: z.enum(PRICING_TYPES).default('default'),
  free_for: z.literal('Student').nullable().default(null),
  free_course_ids: z.array(idSchema).max(100).default([]),
  buy_course_free: z.boolean().default(false),
  need_approval: z.boolean().default(false),
  is_for_member: z.boolean().default(false),
});
export type PlanBody = z.input<typeof planBodySchema>;

const courseParams = z.object({ courseId: idParamSchema });
const planParams = z.object({ courseId: idParamSchema, planId: idParamSchema });
const one = z.object({ success: z.literal(true), data: adminPlanSchema });
const list = adminListResponseSchema(adminPlanSchema);

/** `GET /api/admin/courses/{courseId}/plans`: every plan of the course in the storefront's order. */
export const listAdminPlansRoute = defineRoute({
  method: 'GET',
  path: '/api/admin/courses/:courseId/plans',
  access: 'admin',
  summary: "A course's pricing plans, hidden ones too (administrators)",
  tags: ['admin'],
  params: courseParams,
  response: list,
});

/** `POST /api/admin/courses/{courseId}/plans`: added last; a default plan takes the default from the others. */
export const createAdminPlanRoute = defineRoute({
  method: 'POST',
  path: '/api/admin/courses/:courseId/plans',
  access: 'admin',
  summary: 'Add a pricing plan to a course (administrators)',
  tags: ['admin'],
  params: courseParams,
  body: planBodySchema,
  response: one,
});

export const updateAdminPlanRoute = defineRoute({
  method: 'PUT',
  path: '/api/admin/courses/:courseId/plans/:planId',
  access: 'admin',
  summary: 'Change a pricing plan; orders keep the price they were made with (administrators)',
  tags: ['admin'],
  params: planParams,
  body: planBodySchema,
  response: one,
});

/** Refusals: NOT_FOUND, PLAN_IN_USE (an order names the plan: hide it with status_show 0 instead). */
export const deleteAdminPlanRoute = defineRoute({
  method: 'DELETE',
  path: '/api/admin/courses/:courseId/plans/:planId',
  access: 'admin',
  summary: 'Remove a pricing plan no order names (administrators)',
  tags: ['admin'],
  params: planParams,
  response: z.object({ success: z.literal(true) }),
});

/** Every plan of the course once, in the new order. */
export const reorderPlansBodySchema = z.object({ plan_ids: z.array(idSchema).min(1).max(200) });
export type ReorderPlansBody = z.infer<typeof reorderPlansBodySchema>;

export const reorderAdminPlansRoute = defineRoute({
  method: 'PUT',
  path: '/api/admin/courses/:courseId/plans-order',
  access: 'admin',
  summary: "Set the order of a course's plans (administrators)",
  tags: ['admin'],
  params: courseParams,
  body: reorderPlansBodySchema,
  response: list,
});

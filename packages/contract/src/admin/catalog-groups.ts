import { z } from 'zod';
import { defineRoute } from '../http/define-route';
import { idParamSchema, lineTextSchema, MAX_INT } from '../http/input-fields';
import { adminListResponseSchema } from './admin-list';
import { slugSchema } from './catalog-courses';

/** A course category as the back office sees it, with how many courses use it. */
export const adminCategorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  link_path: z.string(),
  sort_order: z.number().int(),
  course_count: z.number().int(),
});
export type AdminCategory = z.infer<typeof adminCategorySchema>;

/** A category the shop adds or changes; its page is `/courses/<slug>`. */
export const adminCategoryBodySchema = z.object({
  name: lineTextSchema.trim().min(1).max(200),
  slug: slugSchema,
  sort_order: z.number().int().min(0).max(MAX_INT).default(0),
});
export type AdminCategoryBody = z.input<typeof adminCategoryBodySchema>;

/** A user group as the back office sees it, with its members and the courses limited to it. */
export const adminUserGroupSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  is_default: z.boolean(),
  sort_order: z.number().int(),
  member_count: z.number().int(),
  course_count: z.number().int(),
});
export type AdminUserGroup = z.infer<typeof adminUserGroupSchema>;

export const adminUserGroupBodySchema = z.object({
  name: lineTextSchema.trim().min(1).max(200),
  is_default: z.boolean().default(false),
  sort_order: z.number().int().min(0).max(MAX_INT).default(0),
});
export type AdminUserGroupBody = z.input<typeof adminUserGroupBodySchema>;

const params = z.object({ id: idParamSchema });
const done = z.object({ success: z.literal(true) });

export const listAdminCategoriesRoute = defineRoute({
  method: 'GET',
  path: '/api/admin/categories',
  access: 'admin',
  summary: 'Course categories in their order (administrators)',
  tags: ['admin'],
  response: adminListResponseSchema(adminCategorySchema),
});

/** Refusals: INPUT_ERROR, SLUG_TAKEN. */
export const createAdminCategoryRoute = defineRoute({
  method: 'POST',
  path: '/api/admin/categories',
  access: 'admin',
  summary: 'Add a course category (administrators)',
  tags: ['admin'],
  body: adminCategoryBodySchema,
  response: z.object({ success: z.literal(true), data: adminCategorySchema }),
});

export const updateAdminCategoryRoute = defineRoute({
  method: 'PUT',
  path: '/api/admin/categories/:id',
  access: 'admin',
  summary: 'Change a course category (administrators)',
  tags: ['admin'],
  params,
  body: adminCategoryBodySchema,
  response: z.object({ success: z.literal(true), data: adminCategorySchema }),
});

/** Refusals: NOT_FOUND, CATEGORY_IN_USE (a course still belongs to it). */
export const deleteAdminCategoryRoute = defineRoute({
  method: 'DELETE',
  path: '/api/admin/categories/:id',
  access: 'admin',
  summary: 'Remove a course category no course uses (administrators)',
  tags: ['admin'],
  params,
  response: done,
});

export const listAdminUserGroupsRoute = defineRoute({
  method: 'GET',
  path: '/api/admin/user-groups',
  access: 'admin',
  summary: 'User groups in their order (administrators)',
  tags: ['admin'],
  response: adminListResponseSchema(adminUserGroupSchema),
});

export const createAdminUserGroupRoute = defineRoute({
  method: 'POST',
  path: '/api/admin/user-groups',
  access: 'admin',
  summary: 'Add a user group (administrators)',
  tags: ['admin'],
  body: adminUserGroupBodySchema,
  response: z.object({ success: z.literal(true), data: adminUserGroupSchema }),
});

export const updateAdminUserGroupRoute = defineRoute({
  method: 'PUT',
  path: '/api/admin/user-groups/:id',
  access: 'admin',
  summary: 'Change a user group (administrators)',
  tags: ['admin'],
  params,
  body: adminUserGroupBodySchema,
  response: z.object({ success: z.literal(true), data: adminUserGroupSchema }),
});

/** Refusals: NOT_FOUND, USER_GROUP_IN_USE (a student belongs to it or a course is limited to it). */
export const deleteAdminUserGroupRoute = defineRoute({
  method: 'DELETE',
  path: '/api/admin/user-groups/:id',
  access: 'admin',
  summary: 'Remove a user group nobody uses (administrators)',
  tags: ['admin'],
  params,
  response: done,
});

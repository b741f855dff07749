import { z } from 'zod';
import { defineRoute } from '../http/define-route';
import { idParamSchema, lineTextSchema } from '../http/input-fields';
import { paginatedMetaSchema, paginationBodySchema } from '../http/pagination';
import { courseSummarySchema, listCoursesQuerySchema } from './list-courses';

/** A product card: a course summary plus its stock. */
export const productSummarySchema = courseSummarySchema.extend({
  available_qty: z.number().int().nullable(),
});
export type ProductSummary = z.infer<typeof productSummarySchema>;

export const listProductsResponseSchema = paginatedMetaSchema.extend({
  success: z.literal(true),
  data: z.array(productSummarySchema),
});
export type ListProductsResponse = z.infer<typeof listProductsResponseSchema>;

export const listProductsRoute = defineRoute({
  method: 'GET',
  path: '/public/product',
  access: 'public',
  summary: 'Products for sale, with an optional filter (category slug) or keyword',
  tags: ['catalog'],
  querystring: listCoursesQuerySchema,
  response: listProductsResponseSchema,
});

export const categorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  link_path: z.string(),
});

/** A category on the storefront's menus, with how many courses a visitor can see in it. */
export const listedCategorySchema = categorySchema.extend({ course_count: z.number().int() });
export type ListedCategory = z.infer<typeof listedCategorySchema>;

/** `GET /public/categories`: the categories that hold a course a visitor can see, in the shop's order. */
export const listCategoriesRoute = defineRoute({
  method: 'GET',
  path: '/public/categories',
  access: 'public',
  summary: 'Course categories that hold at least one published course, with their course counts',
  tags: ['catalog'],
  response: z.object({ success: z.literal(true), data: z.array(listedCategorySchema) }),
});

/**
 * `POST /public/course/cate/pathname`: a category page by its address, with one page of its
 * courses. The specification sends only `link_path`; `page` and `limit` are ours (default: the
 * first 10), and `total` says how many there are in all.
 */
export const categoryByPathRoute = defineRoute({
  method: 'POST',
  path: '/public/course/cate/pathname',
  access: 'public',
  summary: 'A course category by its link path, with one page of its published courses',
  tags: ['catalog'],
  body: paginationBodySchema.extend({ link_path: lineTextSchema.trim().min(1).max(300) }),
  response: z.object({
    success: z.literal(true),
    data: paginatedMetaSchema.extend({ category: categorySchema, courses: z.array(courseSummarySchema) }),
  }),
});

export const RELATED_KINDS = ['teacher', 'group', 'bestseller'] as const;

/** Related courses (spec 1): by the same teacher, in the same group, or the best sellers. */
export const relatedCoursesRoute = defineRoute({
  method: 'GET',
  path: '/public/courses/:id/related/:kind',
  access: 'public',
  summary: 'Courses related to a course, shown when the site flag of the kind is 1',
  tags: ['catalog'],
  params: z.object({ id: idParamSchema, kind: z.enum(RELATED_KINDS) }),
  response: z.object({ success: z.literal(true), data: z.array(courseSummarySchema) }),
});

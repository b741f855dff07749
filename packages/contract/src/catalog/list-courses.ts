import { z } from 'zod';
import { COURSE_TYPES } from '@shop/domain/catalog/course-type';
import { defineRoute } from '../http/define-route';
import { lineTextSchema } from '../http/input-fields';
import { paginatedMetaSchema, paginationQuerySchema } from '../http/pagination';

export const listCoursesQuerySchema = paginationQuerySchema.extend({
  /** A course type, or a category slug, to narrow the list. */
  filter: lineTextSchema.trim().max(100).optional(),
  /** Words searched in the title and short description. */
  keyword: lineTextSchema.trim().max(200).optional(),
});
export type ListCoursesQuery = z.input<typeof listCoursesQuerySchema>;

/** One course as a catalogue card shows it. Money is in minor units (satang, cents). */
export const courseSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  short_description: z.string(),
  link_path: z.string(),
  course_type: z.enum(COURSE_TYPES),
  picture_url: z.string().nullable(),
  instructor_name: z.string().nullable(),
  category_name: z.string().nullable(),
  starting_price: z.number().int().nullable(),
  starting_price_usd: z.number().int().nullable(),
});
export type CourseSummary = z.infer<typeof courseSummarySchema>;

export const listCoursesResponseSchema = paginatedMetaSchema.extend({
  success: z.literal(true),
  data: z.array(courseSummarySchema),
});
export type ListCoursesResponse = z.infer<typeof listCoursesResponseSchema>;

/** The public course list of the home and catalogue pages (spec 2 section 7). */
export const listCoursesRoute = defineRoute({
  method: 'GET',
  path: '/public/courses',
  access: 'public',
  summary: 'Published courses, newest first, with an optional filter or keyword',
  tags: ['catalog'],
  querystring: listCoursesQuerySchema,
  response: listCoursesResponseSchema,
});

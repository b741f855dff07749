import { z } from 'zod';
import { COURSE_TYPES } from '@shop/domain/catalog/course-type';
import { defineRoute } from '../http/define-route';
import { idParamSchema, idSchema, lineTextSchema, MAX_INT, multilineTextSchema } from '../http/input-fields';
import { adminListQuerySchema, adminListResponseSchema } from './admin-list';

/** Where a course stands: a draft only administrators see, on sale, or taken off the shop. */
export const COURSE_STATUSES = ['draft', 'published', 'hidden'] as const;
export const courseStatusSchema = z.enum(COURSE_STATUSES);
export type CourseStatus = z.infer<typeof courseStatusSchema>;

export const courseTypeSchema = z.enum(COURSE_TYPES);

/** Fields the courses list sorts by. */
export const ADMIN_COURSE_SORT_FIELDS = ['id', 'title', 'sortOrder', 'updated'] as const;

/** Filters of the courses list, as their names in the address. */
export const ADMIN_COURSE_FILTERS = ['courseType', 'status', 'categoryId', 'kind'] as const;

/**
 * `GET /api/admin/courses`: the keyword matches the title, the slug or the id. `kind` `product`
 * lists products only, `course` everything else; `courseType` narrows to one type. Default order: newest first.
 */
export const adminCourseListQuerySchema = adminListQuerySchema(ADMIN_COURSE_SORT_FIELDS, {
  kind: z.enum(['course', 'product']).optional(),
  courseType: courseTypeSchema.optional(),
  status: courseStatusSchema.optional(),
  categoryId: idParamSchema.optional(),
});
export type AdminCourseListQuery = z.infer<typeof adminCourseListQuerySchema>;

/** One course or product in the back office's list. */
export const adminCourseRowSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  slug: z.string(),
  link_path: z.string(),
  course_type: courseTypeSchema,
  status: courseStatusSchema,
  category_id: z.number().int().nullable(),
  category_name: z.string().nullable(),
  instructor_name: z.string().nullable(),
  picture_url: z.string().nullable(),
  seats_total: z.number().int().nullable(),
  seats_taken: z.number().int(),
  available_qty: z.number().int().nullable(),
  sort_order: z.number().int(),
  /** Whether an order ever held it: then it cannot be deleted, only hidden. */
  is_ordered: z.boolean(),
  updated_at: z.iso.datetime(),
});
export type AdminCourseRow = z.infer<typeof adminCourseRowSchema>;

/** An address part's shape, written once for the server's check and the back office's forms. */
export const SLUG_PATTERN = /^[a-z0-9\u0E00-\u0E7F]+(?:-[a-z0-9\u0E00-\u0E7F]+)*$/;
/** An address part: lower-case letters (Thai too), digits and single dashes. */
export const slugSchema = z
  .string()
  .trim()
  .min(1)
  .max(120)
  .regex(SLUG_PATTERN, 'must be lower-case letters, digits and single dashes');

const line = (max: number) => lineTextSchema.trim().max(max);
const optionalLine = (max: number) => line(max).nullable().default(null);
/** A stored upload's name (what `MediaUpload` gives) or, for videos, an address. */
const fileName = lineTextSchema.trim().min(1).max(500);
const moment = z.iso.datetime({ offset: true }).nullable().default(null);
const count = z.number().int().min(0).max(MAX_INT);

/**
 * Everything the course and product pages read, as the editor saves it. `description` is rich
 * text the server sanitises; `related_course_ids` are the courses shown as related, in order.
 */
const adminCourseFieldsSchema = z.object({
  title: line(300).min(1),
  slug: slugSchema,
  course_type: courseTypeSchema,
  category_id: idSchema.nullable().default(null),
  instructor_id: idSchema.nullable().default(null),
  short_description: multilineTextSchema.max(2000).default(''),
  description: multilineTextSchema.max(500_000).default(''),
  picture_url: fileName.nullable().default(null),
  video_url: fileName.nullable().default(null),
  video_name: optionalLine(300),
  video_desc: multilineTextSchema.max(2000).nullable().default(null),
  class_type: optionalLine(100),
  start_date: moment,
  end_date: moment,
  start_reg_date: moment,
  end_reg_date: moment,
  end_publish: moment,
  course_point: count.default(0),
  /** Seats of an in-class course; null = no limit. */
  seats_total: count.nullable().default(null),
  /** Units of a product in stock; null = not counted. */
  available_qty: count.nullable().default(null),
  free_book: z.boolean().default(false),
  free_book_type: optionalLine(100),
  product_free: count.default(0),
  course_venue: multilineTextSchema.max(1000).nullable().default(null),
  course_for_user_group: z.array(idSchema).max(200).default([]),
  is_layout_course_registration: z
    .union([z.literal(0), z.literal(1)])
    .nullable()
    .default(null),
  is_recertification_course: z.boolean().default(false),
  meta_title: optionalLine(300),
  meta_description: optionalLine(1000),
  page_keyword: optionalLine(1000),
  robot_index: z.boolean().default(true),
  robot_follow: z.boolean().default(true),
  facebook_title: optionalLine(300),
  facebook_description: optionalLine(1000),
  facebook_image: fileName.nullable().default(null),
  twitter_title: optionalLine(300),
  twitter_description: optionalLine(1000),
  twitter_image: fileName.nullable().default(null),
  course_language: z.enum(['th', 'en']).default('th'),
  custom_text_language_key: optionalLine(100),
  /** Product gallery, in display order. */
  image_detail: z.array(fileName).max(30).default([]),
  sort_order: count.default(0),
  related_course_ids: z.array(idSchema).max(20).default([]),
});

const endsBeforeStart = (start: string | null, end: string | null) =>
  start !== null && end !== null && Date.parse(end) < Date.parse(start);

/** The editor's fields, with class dates and the registration window each ending after they start. */
export const adminCourseBodySchema = adminCourseFieldsSchema.superRefine((body, context) => {
  if (endsBeforeStart(body.start_date, body.end_date)) {
    context.addIssue({ code: 'custom', path: ['end_date'], message: 'must not be before start_date' });
  }
  if (endsBeforeStart(body.start_reg_date, body.end_reg_date)) {
    context.addIssue({
      code: 'custom',
      path: ['end_reg_date'],
      message: 'must not be before start_reg_date',
    });
  }
});
export type AdminCourseBody = z.input<typeof adminCourseBodySchema>;
export type AdminCourseValues = z.output<typeof adminCourseBodySchema>;

/** A course as its editor loads it. */
export const adminCourseSchema = adminCourseFieldsSchema.extend({
  id: z.number().int(),
  link_path: z.string(),
  status: courseStatusSchema,
  seats_taken: z.number().int(),
  is_ordered: z.boolean(),
  created_at: z.iso.datetime(),
  updated_at: z.iso.datetime(),
  // Stored values are shown as they are, even an old slug or name that the body would refuse now.
  slug: z.string(),
  title: z.string(),
});
export type AdminCourse = z.infer<typeof adminCourseSchema>;

const option = z.object({ id: z.number().int(), name: z.string() });

/** The choices the editor offers: categories, instructors (instructor or admin role), groups, courses. */
export const adminCourseOptionsSchema = z.object({
  categories: z.array(option),
  instructors: z.array(option),
  user_groups: z.array(option),
  courses: z.array(option.extend({ course_type: courseTypeSchema, status: courseStatusSchema })),
});
export type AdminCourseOptions = z.infer<typeof adminCourseOptionsSchema>;

const params = z.object({ id: idParamSchema });
const one = z.object({ success: z.literal(true), data: adminCourseSchema });

export const listAdminCoursesRoute = defineRoute({
  method: 'GET',
  path: '/api/admin/courses',
  access: 'admin',
  summary: 'Courses and products with search, filters, sort and paging (administrators)',
  tags: ['admin'],
  querystring: adminCourseListQuerySchema,
  response: adminListResponseSchema(adminCourseRowSchema),
});

export const adminCourseOptionsRoute = defineRoute({
  method: 'GET',
  path: '/api/admin/courses/options',
  access: 'admin',
  summary: 'The choices of the course editor (administrators)',
  tags: ['admin'],
  response: z.object({ success: z.literal(true), data: adminCourseOptionsSchema }),
});

export const getAdminCourseRoute = defineRoute({
  method: 'GET',
  path: '/api/admin/courses/:id',
  access: 'admin',
  summary: 'One course or product with every field its editor shows (administrators)',
  tags: ['admin'],
  params,
  response: one,
});

/** `POST /api/admin/courses`: a new draft. Refusals: INPUT_ERROR, SLUG_TAKEN. */
export const createAdminCourseRoute = defineRoute({
  method: 'POST',
  path: '/api/admin/courses',
  access: 'admin',
  summary: 'Create a course or product as a draft (administrators)',
  tags: ['admin'],
  body: adminCourseBodySchema,
  response: one,
});

/** `PUT /api/admin/courses/{id}`: every field. Refusals: NOT_FOUND, INPUT_ERROR, SLUG_TAKEN. */
export const updateAdminCourseRoute = defineRoute({
  method: 'PUT',
  path: '/api/admin/courses/:id',
  access: 'admin',
  summary: 'Change a course or product (administrators)',
  tags: ['admin'],
  params,
  body: adminCourseBodySchema,
  response: one,
});

/** `POST /api/admin/courses/{id}/duplicate`: a draft copy with its plans and curriculum and a new slug. */
export const duplicateAdminCourseRoute = defineRoute({
  method: 'POST',
  path: '/api/admin/courses/:id/duplicate',
  access: 'admin',
  summary: 'Copy a course with its plans and curriculum as a new draft (administrators)',
  tags: ['admin'],
  params,
  response: one,
});

export const adminCourseStatusBodySchema = z.object({ status: courseStatusSchema });
export type AdminCourseStatusBody = z.infer<typeof adminCourseStatusBodySchema>;

/** `PUT /api/admin/courses/{id}/status`: publish, hide or return to draft. */
export const setAdminCourseStatusRoute = defineRoute({
  method: 'PUT',
  path: '/api/admin/courses/:id/status',
  access: 'admin',
  summary: 'Publish, hide or unpublish a course (administrators)',
  tags: ['admin'],
  params,
  body: adminCourseStatusBodySchema,
  response: one,
});

/** `DELETE /api/admin/courses/{id}`. Refusals: NOT_FOUND, COURSE_ORDERED (hide it instead). */
export const deleteAdminCourseRoute = defineRoute({
  method: 'DELETE',
  path: '/api/admin/courses/:id',
  access: 'admin',
  summary: 'Delete a course or product that was never ordered (administrators)',
  tags: ['admin'],
  params,
  response: z.object({ success: z.literal(true) }),
});

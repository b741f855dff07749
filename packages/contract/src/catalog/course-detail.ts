import { z } from 'zod';
import { COURSE_TYPES } from '@shop/domain/catalog/course-type';
import { defineRoute } from '../http/define-route';
import { lineTextSchema, MAX_INT } from '../http/input-fields';
import { pricingPlanWireSchema } from './pricing-plan';
import { promotionWireSchema } from './promotion';

const isoDate = z.iso.datetime().nullable();

/** The viewer's latest order for the course, as the course page's buy rules read it. */
export const ORDER_STATUSES = [
  'notYetReceived',
  'pendingApproved',
  'approved',
  'rejected',
  'Nostatus',
] as const;

/**
 * Everything the course or product page shows, for the current viewer (spec 1 "Course detail",
 * spec 2 "Product detail"). Money in minor units; times ISO-8601 UTC.
 */
export const courseDetailSchema = z.object({
  id: z.number().int(),
  courseDescription: z.object({
    title: z.string(),
    endPublish: isoDate,
    shortDescription: z.string(),
    /** Sanitised HTML. */
    description: z.string(),
  }),
  preview: z.object({
    pictureUrl: z.string().nullable(),
    videoUrl: z.string().nullable(),
    videoName: z.string().nullable(),
    videoDesc: z.string().nullable(),
    classType: z.string().nullable(),
    startDate: isoDate,
    endDate: isoDate,
    startRegDate: isoDate,
    endRegDate: isoDate,
  }),
  courseType: z.enum(COURSE_TYPES),
  course_type: z.enum(COURSE_TYPES),
  coursePoint: z.number().int(),
  /** Every shown plan of the course. */
  priceDetail: z.array(pricingPlanWireSchema),
  /** The plans this viewer may buy (free-for-student plans only for owners of their courses). */
  priceDetailByUserId: z.array(pricingPlanWireSchema),
  statusOrder: z.enum(ORDER_STATUSES),
  /** True when the viewer's user group may not take the course (course_access_rights). */
  lockCourse: z.boolean(),
  orderCourseId: z.number().int().nullable(),
  /** Seats left; null when the course has no seat limit. */
  seat: z.number().int().nullable(),
  /** Units in stock (products); null when not counted. */
  available_qty: z.number().int().nullable(),
  free_book: z.boolean(),
  free_book_type: z.string().nullable(),
  product_free: z.number().int(),
  link_path: z.string(),
  courseVenue: z.string().nullable(),
  /** Comma list of user-group ids that may take the course; empty = everyone. */
  course_for_user_group: z.string(),
  is_layout_course_registration: z.number().int().nullable(),
  is_recertification_course: z.boolean(),
  promotion: z.array(promotionWireSchema),
  meta_title: z.string().nullable(),
  meta_description: z.string().nullable(),
  page_keyword: z.string().nullable(),
  robot_index: z.boolean(),
  robot_follow: z.boolean(),
  facebook_title: z.string().nullable(),
  facebook_description: z.string().nullable(),
  facebook_image: z.string().nullable(),
  twitter_title: z.string().nullable(),
  twitter_description: z.string().nullable(),
  twitter_image: z.string().nullable(),
  course_language: z.string(),
  custom_text_language_key: z.string().nullable(),
  /** Product gallery: upload file names in order. */
  image_detail: z.array(z.string()),
  instructor: z
    .object({
      id: z.number().int(),
      name: z.string(),
      biography: z.string(),
      display_image_url: z.string().nullable(),
    })
    .nullable(),
  category: z
    .object({ id: z.number().int(), name: z.string(), slug: z.string(), link_path: z.string() })
    .nullable(),
  /** The viewer holds an active enrolment (may open the playlist). */
  is_enrolled: z.boolean(),
  /** The viewer bought the course, but its period is over or its learning time spent: buy again. */
  access_ended: z.boolean(),
  /** The viewer's access ends within the renewal window or has ended: renewal plans are listed and sold. */
  can_renew: z.boolean(),
  /** Present when an administrator opened the page with `?preview=1`: the course's status (a draft shows too). */
  preview_status: z.enum(['draft', 'published', 'hidden']).optional(),
});
export type CourseDetail = z.infer<typeof courseDetailSchema>;

const detailParams = z.object({
  /** A course id, or `id-slug`; the number before the first dash is used. */
  id: lineTextSchema
    .regex(/^\d{1,10}(-.*)?$/, 'must start with the course id')
    .refine((value) => Number(value.split('-')[0]) <= MAX_INT, 'must start with the course id'),
  /** `1` also counts a page view; the specification defaults it to 0. */
  flag: z.enum(['0', '1']),
});

const detailResponse = z.object({ success: z.literal(true), data: courseDetailSchema });

/** `preview=1` lets an administrator see a course that is not published (visitors still get NOT_FOUND). */
const detailQuery = z.object({ preview: z.enum(['0', '1']).optional() });

/** The course detail fetch (spec 2 `GET /public/courses/{id}/{flag}`); NOT_FOUND for a missing or unpublished course. */
export const courseDetailRoute = defineRoute({
  method: 'GET',
  path: '/public/courses/:id/:flag',
  access: 'public',
  summary: 'A course as its page shows it to the current viewer',
  tags: ['catalog'],
  params: detailParams,
  querystring: detailQuery,
  response: detailResponse,
});

/** The course detail asked without a flag: the specification defaults it to 0 (no view counted). */
export const courseDetailWithoutFlagRoute = defineRoute({
  ...courseDetailRoute,
  path: '/public/courses/:id',
  summary: 'A course as its page shows it, counting no view (flag 0)',
  params: detailParams.pick({ id: true }),
});

/** The product detail fetch (spec 2 `GET /public/products/{id}/{flag}`). */
export const productDetailRoute = defineRoute({
  method: 'GET',
  path: '/public/products/:id/:flag',
  access: 'public',
  summary: 'A product as its page shows it to the current viewer',
  tags: ['catalog'],
  params: detailParams,
  querystring: detailQuery,
  response: detailResponse,
});

/** The product detail asked without a flag: the specification defaults it to 0 (no view counted). */
export const productDetailWithoutFlagRoute = defineRoute({
  ...productDetailRoute,
  path: '/public/products/:id',
  summary: 'A product as its page shows it, counting no view (flag 0)',
  params: detailParams.pick({ id: true }),
});

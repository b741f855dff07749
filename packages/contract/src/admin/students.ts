import { z } from 'zod';
import { isShopDay } from '@shop/domain/reports/shop-calendar';
import { studentProfileSchema } from '../accounts/student-profile';
import { defineRoute } from '../http/define-route';
import { idParamSchema } from '../http/input-fields';
import { orderStatusSchema } from '../orders/order-status';
import { adminDateSchema, adminListQuerySchema, adminListResponseSchema } from './admin-list';

/** A day filter that must also be a real day (not 2026-02-30). */
const shopDaySchema = adminDateSchema.refine(isShopDay, 'must be a real day');

/** Fields the students list sorts by: id, registration, name, last sign-in. */
export const STUDENT_SORT_FIELDS = ['id', 'created', 'name', 'lastSignIn'] as const;

/** Filters of the students list, as their names in the address. */
export const STUDENT_FILTERS = ['status', 'membership', 'groupId', 'from', 'to'] as const;

/**
 * `GET /api/admin/students`: the keyword matches a name (Thai or English, nickname), username,
 * e-mail or phone (by its digits, whatever the dashes); `from`/`to` are registration days in
 * Bangkok. Default order: newest first.
 */
export const studentListQuerySchema = adminListQuerySchema(STUDENT_SORT_FIELDS, {
  status: z.enum(['active', 'inactive']).optional(),
  membership: z.enum(['member', 'nonMember']).optional(),
  groupId: idParamSchema.optional(),
  from: shopDaySchema.optional(),
  to: shopDaySchema.optional(),
});
export type StudentListQuery = z.infer<typeof studentListQuerySchema>;

/** One student in the back office's list. */
export const studentRowSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  tel: z.string(),
  is_member: z.boolean(),
  is_active: z.boolean(),
  user_group_id: z.number().int().nullable(),
  user_group_name: z.string().nullable(),
  created_at: z.iso.datetime(),
  last_login_at: z.iso.datetime().nullable(),
});
export type StudentRow = z.infer<typeof studentRowSchema>;

export const listStudentsRoute = defineRoute({
  method: 'GET',
  path: '/api/admin/students',
  access: 'admin',
  summary: 'Students with search, filters, sort and paging (administrators)',
  tags: ['admin'],
  querystring: studentListQuerySchema,
  response: adminListResponseSchema(studentRowSchema),
});

/** The account itself, beside the profile the student sees. */
export const studentAccountSchema = z.object({
  roles: z.array(z.string()),
  is_active: z.boolean(),
  user_group_name: z.string().nullable(),
  /** 'self', 'checkout' (made for a buyer who did not register) or an administrator's id. */
  created_by: z.string(),
  created_at: z.iso.datetime(),
  last_login_at: z.iso.datetime().nullable(),
});

/** One of the student's orders, as the student page lists them. */
export const studentOrderSchema = z.object({
  id: z.number().int(),
  order_token: z.string(),
  status: orderStatusSchema,
  currency_code: z.enum(['THB', 'USD']),
  /** What the buyer pays (minor units). */
  total: z.number().int(),
  payment_method_id: z.number().int().nullable(),
  courses: z.array(z.string()),
  created_at: z.iso.datetime(),
  approved_at: z.iso.datetime().nullable(),
});

/** An enrolment with its access window and what is left of it now. */
export const studentEnrolmentSchema = z.object({
  id: z.number().int(),
  course_id: z.number().int(),
  course_title: z.string(),
  /** The order that granted it; null when an administrator granted it. */
  order_id: z.number().int().nullable(),
  plan_type: z.string(),
  status: z.enum(['active', 'revoked']),
  starts_at: z.iso.datetime(),
  /** The end of access (a period, or an Actual plan's date limit); null = none. */
  expires_at: z.iso.datetime().nullable(),
  /** An Actual plan's learning time and what is spent of it (ms); null budget = not limited by it. */
  learning_budget_ms: z.number().int().nullable(),
  learning_spent_ms: z.number().int(),
  /** Access left now by the countdown rules, in ms: -1 unlimited, 0 ended (or revoked). */
  remaining_ms: z.number().int(),
  created_at: z.iso.datetime(),
});
export type StudentEnrolment = z.infer<typeof studentEnrolmentSchema>;

const amountsSchema = z.object({ THB: z.number().int(), USD: z.number().int() });

/** Everything the back office's student page shows. */
export const studentDetailSchema = z.object({
  profile: studentProfileSchema,
  account: studentAccountSchema,
  orders: z.array(studentOrderSchema),
  /** Orders in all, paid ones, and what the paid ones came to per currency (minor units). */
  orders_summary: z.object({ count: z.number().int(), paid_count: z.number().int(), paid: amountsSchema }),
  enrolments: z.array(studentEnrolmentSchema),
});
export type StudentDetail = z.infer<typeof studentDetailSchema>;

export const studentParamsSchema = z.object({ id: idParamSchema });

export const getStudentRoute = defineRoute({
  method: 'GET',
  path: '/api/admin/students/:id',
  access: 'admin',
  summary: "A student's profile, tax profile, answers, orders and enrolments (administrators)",
  tags: ['admin'],
  params: studentParamsSchema,
  response: z.object({ success: z.literal(true), data: studentDetailSchema }),
});

/** The choices the students pages offer: user groups to filter by, courses to grant. */
export const studentOptionsSchema = z.object({
  user_groups: z.array(z.object({ id: z.number().int(), name: z.string() })),
  courses: z.array(
    z.object({ id: z.number().int(), title: z.string(), course_type: z.string(), status: z.string() }),
  ),
});
export type StudentOptions = z.infer<typeof studentOptionsSchema>;

export const studentOptionsRoute = defineRoute({
  method: 'GET',
  path: '/api/admin/students/options',
  access: 'admin',
  summary: 'User groups and the courses an administrator can grant (administrators)',
  tags: ['admin'],
  response: z.object({ success: z.literal(true), data: studentOptionsSchema }),
});

import { z } from 'zod';
import { PLAN_TYPES, TERM_UNITS } from '@shop/domain/catalog/pricing-plan';
import { isShopDay } from '@shop/domain/reports/shop-calendar';
import { defineRoute } from '../http/define-route';
import { idParamSchema, idSchema, multilineTextSchema } from '../http/input-fields';
import { adminDateSchema } from './admin-list';
import { studentEnrolmentSchema } from './students';

/** Enough for any real term (100,000 years still fits a date and a learning budget in ms). */
const MAX_TERM = 100_000;
const termSchema = z.number().int().min(1).max(MAX_TERM);
const reasonSchema = multilineTextSchema.trim().max(500);

/**
 * A course given without an order: a plan type and its term, as a plan would carry them.
 * Period needs a term; Actual a learning-time term and, optionally, a date limit (term2);
 * One-Time Payment and Free are unlimited.
 */
export const grantEnrolmentBodySchema = z
  .object({
    course_id: idSchema,
    plan_type: z.enum(PLAN_TYPES),
    term: termSchema.optional(),
    term_unit: z.enum(TERM_UNITS).optional(),
    term2: termSchema.optional(),
    term_unit2: z.enum(TERM_UNITS).optional(),
    reason: reasonSchema.optional(),
  })
  .superRefine((body, context) => {
    const needsTerm = body.plan_type === 'Period' || body.plan_type === 'Actual';
    const missing = (path: string) => {
      context.addIssue({ code: 'custom', path: [path], message: `is required for a ${body.plan_type} plan` });
    };
    if (needsTerm && body.term === undefined) missing('term');
    if (needsTerm && body.term_unit === undefined) missing('term_unit');
    if ((body.term2 === undefined) !== (body.term_unit2 === undefined))
      context.addIssue({
        code: 'custom',
        path: [body.term2 === undefined ? 'term2' : 'term_unit2'],
        message: 'a date limit needs both term2 and term_unit2',
      });
  });
export type GrantEnrolmentBody = z.input<typeof grantEnrolmentBodySchema>;

const studentParams = z.object({ id: idParamSchema });
const enrolmentParams = z.object({ id: idParamSchema, enrolmentId: idParamSchema });
const enrolmentAnswer = z.object({ success: z.literal(true), data: studentEnrolmentSchema });

/** `POST /api/admin/students/{id}/enrolments`: grants a course from now, audited. */
export const grantEnrolmentRoute = defineRoute({
  method: 'POST',
  path: '/api/admin/students/:id/enrolments',
  access: 'admin',
  summary: 'Grant a course to a student without an order (administrators)',
  tags: ['admin'],
  params: studentParams,
  body: grantEnrolmentBodySchema,
  response: enrolmentAnswer,
});

/**
 * A new end (access runs to the end of that Bangkok day), more learning time (Actual plans), or
 * both. Refusals: ENROLMENT_NOT_EXTENDABLE, ENROLMENT_REVOKED.
 */
export const extendEnrolmentBodySchema = z
  .object({
    new_end_date: adminDateSchema.refine(isShopDay, 'must be a real day').optional(),
    extra_learning_hours: z.number().int().min(1).max(MAX_TERM).optional(),
    reason: reasonSchema.optional(),
  })
  .refine((body) => body.new_end_date !== undefined || body.extra_learning_hours !== undefined, {
    message: 'give a new end date, more learning hours, or both',
    path: ['new_end_date'],
  });
export type ExtendEnrolmentBody = z.input<typeof extendEnrolmentBodySchema>;

export const extendEnrolmentRoute = defineRoute({
  method: 'POST',
  path: '/api/admin/students/:id/enrolments/:enrolmentId/extend',
  access: 'admin',
  summary: "Extend a student's enrolment (administrators)",
  tags: ['admin'],
  params: enrolmentParams,
  body: extendEnrolmentBodySchema,
  response: enrolmentAnswer,
});

/** Ends an enrolment at once; the course closes for the student. Refusal: ENROLMENT_REVOKED. */
export const revokeEnrolmentRoute = defineRoute({
  method: 'POST',
  path: '/api/admin/students/:id/enrolments/:enrolmentId/revoke',
  access: 'admin',
  summary: "Revoke a student's enrolment (administrators)",
  tags: ['admin'],
  params: enrolmentParams,
  body: z.object({ reason: reasonSchema.optional() }).default({}),
  response: enrolmentAnswer,
});

/** Mails the student a link to set a password (the /forgotpass mail). Refusal: ACCOUNT_DISABLED. */
export const sendPasswordLinkRoute = defineRoute({
  method: 'POST',
  path: '/api/admin/students/:id/password-link',
  access: 'admin',
  summary: 'Mail a student a link to set their password (administrators)',
  tags: ['admin'],
  params: studentParams,
  response: z.object({ success: z.literal(true), data: z.object({ email: z.string() }) }),
});

const activeAnswer = z.object({ success: z.literal(true), data: z.object({ is_active: z.boolean() }) });

/**
 * Deactivates an account: its sessions answer WHITELIST_USER_DENIED from the next request and it
 * cannot sign in. Refusal: CANNOT_DEACTIVATE_SELF.
 */
export const deactivateStudentRoute = defineRoute({
  method: 'POST',
  path: '/api/admin/students/:id/deactivate',
  access: 'admin',
  summary: "Deactivate a student's account (administrators)",
  tags: ['admin'],
  params: studentParams,
  body: z.object({ reason: reasonSchema.optional() }).default({}),
  response: activeAnswer,
});

/** Lets the account sign in again; sessions from before the deactivation stay ended. */
export const reactivateStudentRoute = defineRoute({
  method: 'POST',
  path: '/api/admin/students/:id/reactivate',
  access: 'admin',
  summary: "Reactivate a student's account (administrators)",
  tags: ['admin'],
  params: studentParams,
  body: z.object({ reason: reasonSchema.optional() }).default({}),
  response: activeAnswer,
});

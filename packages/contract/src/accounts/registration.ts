import { z } from 'zod';
import { defineRoute } from '../http/define-route';
import { taxFieldsWireShape, wireFlag, wireText } from './wire-fields';

const answer = z.union([z.string().max(5_000), z.array(z.string().max(1_000)).max(100), z.null()]);

/** Spec 1 "Student registration payload"; field names as the specification spells them. */
export const registrationBodySchema = z.object({
  firstname: wireText,
  lastname: wireText,
  firstname_eng: wireText,
  lastname_eng: wireText,
  nickname: wireText,
  email: wireText,
  age: z.number().nullish(),
  tel: wireText,
  address: wireText,
  /** Required unless this is a layout-four purchase without registration (then both are left out). */
  username: wireText,
  password: z.string().max(1_024).nullish(),
  confirm_password: z.string().max(1_024).nullish(),
  /** Answers by custom label id, as an object or its JSON text. */
  customLabel: z.union([z.string().max(100_000), z.record(z.string(), answer)]).nullish(),
  branchid: z.union([z.string().max(100), z.number()]).nullish(),
  educationList: z.array(z.unknown()).max(50).nullish(),
  level: z.string().max(255).nullish(),
  biography: wireText,
  /** File name returned by POST /api/home/test_upload. */
  displayImgUrl: wireText,
  /** Ignored: the server records who created the account. */
  createby: z.unknown().optional(),
  studentGroupKpi: z.string().max(255).nullish(),
  /** The chosen group when the site lets students pick (is_student_select_group). */
  user_group_id: z.union([z.number(), z.string().max(20)]).nullish(),
  is_require_tax_invoice: wireFlag,
  ...taxFieldsWireShape,
  /** Set by the purchase-without-registration layout. */
  is_registration_layout_four: wireFlag,
  /** The browser's visitor id; that visitor's cart joins the new account. */
  generate_id: z.string().trim().min(8).max(64).optional(),
});
export type RegistrationBody = z.input<typeof registrationBodySchema>;

export const registrationResponseSchema = z.object({
  success: z.literal(true),
  createStudent: z.literal(true),
  userId: z.number().int(),
});
export type RegistrationResponse = z.infer<typeof registrationResponseSchema>;

/**
 * Creates a student and signs them in (the answer sets the session cookie, so no separate login
 * call follows). Refusals: INPUT_ERROR (params per field), INVALID_FORMAT_EMAIL / USERNAME /
 * PASSWORD, OVER_LIMIT_USER, ERROR_CREATE_USER_IN_DAY, DUPLICATE_USERNAME, DUPLICATE_EMAIL.
 */
export const registrationRoute = defineRoute({
  method: 'POST',
  path: '/public/students/course-detail-page',
  summary: 'Register a student (or a non-member buyer) and sign them in',
  tags: ['accounts'],
  body: registrationBodySchema,
  response: registrationResponseSchema,
});

/** Spec 1's payload; only `email` is read, and it must be the signed-in user's. */
export const registrationMailBodySchema = z.object({
  email: z.string().trim().max(254),
  firstname: z.string().max(255).nullish(),
  lastname: z.string().max(255).nullish(),
  username: z.string().max(255).nullish(),
  /** Ignored: a password is never mailed. */
  password: z.unknown().optional(),
});

/** Mails the signed-in user their username and a link to set a password (valid 7 days). */
export const registrationMailRoute = defineRoute({
  method: 'POST',
  path: '/api/send/to/email/registration',
  summary: "Mail the signed-in user's username and a set-password link",
  tags: ['accounts'],
  body: registrationMailBodySchema,
  response: z.object({ success: z.literal(true) }),
});

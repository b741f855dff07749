import { z } from 'zod';
import { defineRoute } from '../http/define-route';
import {
  jsonTextSchema,
  jsonValueSchema,
  lineTextSchema,
  MAX_INT,
  multilineTextSchema,
} from '../http/input-fields';
import { taxFieldsWireShape, wireFlag, wireLine, wireText } from './wire-fields';

const answer = z.union([
  multilineTextSchema.max(5_000),
  z.array(lineTextSchema.max(1_000)).max(100),
  z.null(),
]);
const password = lineTextSchema.max(1_024).nullish();

/** Spec 1 "Student registration payload"; field names as the specification spells them. */
export const registrationBodySchema = z.object({
  firstname: wireLine,
  lastname: wireLine,
  firstname_eng: wireLine,
  lastname_eng: wireLine,
  nickname: wireLine,
  email: wireLine,
  age: z.number().min(-MAX_INT).max(MAX_INT).nullish(),
  tel: wireLine,
  address: wireText,
  /** Required unless this is a layout-four purchase without registration (then both are left out). */
  username: wireLine,
  password,
  confirm_password: password,
  /** Answers by custom label id, as an object or its JSON text. */
  customLabel: z.union([jsonTextSchema.max(100_000), z.record(lineTextSchema.max(100), answer)]).nullish(),
  branchid: z.union([lineTextSchema.max(100), z.number().min(-MAX_INT).max(MAX_INT)]).nullish(),
  educationList: z.array(jsonValueSchema).max(50).nullish(),
  level: lineTextSchema.max(255).nullish(),
  biography: wireText,
  /** File name returned by POST /api/home/test_upload. */
  displayImgUrl: wireLine,
  /** Ignored: the server records who created the account. */
  createby: jsonValueSchema.optional(),
  studentGroupKpi: lineTextSchema.max(255).nullish(),
  /** The chosen group when the site lets students pick (is_student_select_group). */
  user_group_id: z.union([z.number().min(-MAX_INT).max(MAX_INT), lineTextSchema.max(20)]).nullish(),
  is_require_tax_invoice: wireFlag,
  ...taxFieldsWireShape,
  /** Set by the purchase-without-registration layout. */
  is_registration_layout_four: wireFlag,
  /** The browser's visitor id; that visitor's cart joins the new account. */
  generate_id: lineTextSchema.trim().min(8).max(64).optional(),
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
  access: 'public',
  summary: 'Register a student (or a non-member buyer) and sign them in',
  tags: ['accounts'],
  body: registrationBodySchema,
  response: registrationResponseSchema,
});

/** Spec 1's payload; only `email` is read, and it must be the signed-in user's. */
export const registrationMailBodySchema = z.object({
  email: lineTextSchema.trim().max(254),
  firstname: lineTextSchema.max(255).nullish(),
  lastname: lineTextSchema.max(255).nullish(),
  username: lineTextSchema.max(255).nullish(),
  /** Ignored: a password is never mailed. */
  password: jsonValueSchema.optional(),
});

/** Mails the signed-in user their username and a link to set a password (valid 7 days). */
export const registrationMailRoute = defineRoute({
  method: 'POST',
  path: '/api/send/to/email/registration',
  access: 'signed-in',
  summary: "Mail the signed-in user's username and a set-password link",
  tags: ['accounts'],
  body: registrationMailBodySchema,
  response: z.object({ success: z.literal(true) }),
});

import { z } from 'zod';
import { defineRoute } from '../http/define-route';
import { lineTextSchema } from '../http/input-fields';
import { registrationBodySchema } from './registration';

/**
 * The main data a student changes in My account, as registration sends it: names, e-mail,
 * phone, address, picture (a file name from POST /api/home/test_upload) and the answers to the
 * shop's own fields. The rules are the registration form's (the domain's `profileSchema`).
 */
export const updateProfileBodySchema = registrationBodySchema.pick({
  firstname: true,
  lastname: true,
  firstname_eng: true,
  lastname_eng: true,
  nickname: true,
  email: true,
  tel: true,
  address: true,
  displayImgUrl: true,
  customLabel: true,
});
export type UpdateProfileBody = z.input<typeof updateProfileBodySchema>;

/**
 * `PUT /private/myaccount/students`: INPUT_ERROR with params per field when a rule fails,
 * DUPLICATE_EMAIL when another account has the e-mail, FILE_NOT_OWNED for a picture that is not
 * the student's upload; nothing is changed on a refusal.
 */
export const updateProfileRoute = defineRoute({
  method: 'PUT',
  path: '/private/myaccount/students',
  access: 'signed-in',
  summary: "Change the signed-in student's name, e-mail, phone, address, picture and custom fields",
  tags: ['accounts'],
  body: updateProfileBodySchema,
  response: z.object({ success: z.literal(true) }),
});

const password = lineTextSchema.max(1_024).nullish();

/** A password change: the current password, and the new one twice. */
export const changePasswordBodySchema = z.object({
  current_password: password,
  password,
  confirm_password: password,
});
export type ChangePasswordBody = z.input<typeof changePasswordBodySchema>;

/**
 * `PUT /private/myaccount/students/password`: INPUT_ERROR with params per field when a rule
 * fails, WRONG_CURRENT_PASSWORD when the current password is not the account's. The account's
 * other sessions end; this one stays signed in.
 */
export const changePasswordRoute = defineRoute({
  method: 'PUT',
  path: '/private/myaccount/students/password',
  access: 'signed-in',
  summary: "Change the signed-in student's password",
  tags: ['accounts'],
  body: changePasswordBodySchema,
  response: z.object({ success: z.literal(true) }),
});

import { z } from 'zod';
import { TAX_PERSON_TYPES } from '@shop/domain/validation/tax-invoice';
import { defineRoute } from '../http/define-route';
import { taxFieldsWireShape, wireFlag } from './wire-fields';

/** One answer of the student to a custom registration field. */
export const customLabelAnswerSchema = z.object({
  id: z.number().int(),
  label: z.string(),
  type_label: z.string(),
  value: z.union([z.string(), z.array(z.string())]),
});

/** Spec 1 "Student profile", with the tax-invoice fields and the custom-label answers. */
export const studentProfileSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  firstname_eng: z.string(),
  lastname_eng: z.string(),
  nickname: z.string(),
  tel: z.string(),
  address: z.string(),
  age: z.number().int().nullable(),
  biography: z.string(),
  displayImgUrl: z.string().nullable(),
  user_group_id: z.number().int().nullable(),
  /** False for an account made for a buyer who did not register. */
  is_member: z.boolean(),
  /** False until a password is set (non-member accounts). */
  has_password: z.boolean(),
  is_require_tax_invoice: z.boolean(),
  tax_person_type: z.enum(TAX_PERSON_TYPES),
  tax_name_one: z.string(),
  tax_name_two: z.string(),
  tax_payer_identification_no: z.string(),
  tax_address: z.string(),
  tax_is_delivery_by_tax_address: z.boolean(),
  tax_delivery_address: z.string(),
  tax_company_certificate: z.string().nullable(),
  customLabel: z.array(customLabelAnswerSchema),
});
export type StudentProfile = z.infer<typeof studentProfileSchema>;

/** `GET /private/students`: the signed-in student's own profile (there is no id to ask for another). */
export const studentProfileRoute = defineRoute({
  method: 'GET',
  path: '/private/students',
  access: 'signed-in',
  summary: "The signed-in student's profile",
  tags: ['accounts'],
  response: z.object({ success: z.literal(true), data: studentProfileSchema }),
});

/** Spec 2 "Tax profile payload"; the rules are the domain's tax-invoice schema. */
export const taxProfileBodySchema = z.object({
  ...taxFieldsWireShape,
  /** Saving a tax profile asks for tax invoices unless this says otherwise. */
  is_require_tax_invoice: wireFlag,
});
export type TaxProfileBody = z.input<typeof taxProfileBodySchema>;

/** `PUT /private/myaccount/students/tax`: INPUT_ERROR with params per field when a rule fails. */
export const updateTaxProfileRoute = defineRoute({
  method: 'PUT',
  path: '/private/myaccount/students/tax',
  access: 'signed-in',
  summary: "Save the signed-in student's tax-invoice details",
  tags: ['accounts'],
  body: taxProfileBodySchema,
  response: z.object({ success: z.literal(true) }),
});

import { z } from 'zod';
import { isOriginBankCode } from '@shop/domain/payments/origin-banks';
import { defineRoute } from '../http/define-route';
import { idParamSchema, lineTextSchema, MAX_INT } from '../http/input-fields';
import { promptPayIdSchema } from '../payments/promptpay-account';
import { adminListResponseSchema } from './admin-list';

/** One of the shop's bank accounts as the back office sees it (inactive ones too). */
export const adminBankAccountSchema = z.object({
  id: z.number().int(),
  /** A bank code of spec 2's list (KBANK, SCB, ...): the storefront shows its logo. */
  bank: z.string(),
  bank_name: z.string(),
  account_id: z.string(),
  account_name: z.string(),
  /** The stored name of the PromptPay QR image (shown from /uploads/{name}), if any. */
  prompt_pay_image: z.string().nullable(),
  /** The PromptPay id buyers are shown an amount-locked QR for; null keeps the static picture. */
  prompt_pay: promptPayIdSchema.nullable(),
  is_active: z.boolean(),
  sort_order: z.number().int(),
});
export type AdminBankAccount = z.infer<typeof adminBankAccountSchema>;

const ACCOUNT_NUMBER = /^\d[\d -]*\d$/;
const digitCount = (text: string) => text.replaceAll(/\D/g, '').length;

/** A stored upload's name as the upload route answers it (letters, digits, dot, dash, underscore). */
export const uploadNameSchema = lineTextSchema
  .trim()
  .max(200)
  .regex(/^[A-Za-z0-9][A-Za-z0-9._-]*$/, 'must be the name of an uploaded file');

/** An account the shop adds or changes; the PromptPay image is an upload of an administrator. */
export const bankAccountBodySchema = z.object({
  bank: lineTextSchema.refine(isOriginBankCode, 'must be one of the listed bank codes'),
  bank_name: lineTextSchema.trim().min(1).max(200),
  account_id: lineTextSchema
    .trim()
    .refine(
      (text) => ACCOUNT_NUMBER.test(text) && digitCount(text) >= 6 && digitCount(text) <= 20,
      'must be 6 to 20 digits, with dashes or spaces between them',
    ),
  account_name: lineTextSchema.trim().min(1).max(200),
  prompt_pay_image: uploadNameSchema.nullable().default(null),
  prompt_pay: promptPayIdSchema.nullable().default(null),
  is_active: z.boolean().default(true),
  sort_order: z.number().int().min(0).max(MAX_INT).default(0),
});
export type BankAccountBody = z.input<typeof bankAccountBodySchema>;

const params = z.object({ id: idParamSchema });
const one = z.object({ success: z.literal(true), data: adminBankAccountSchema });

/** `GET /api/admin/bank-accounts`: every account in the storefront's order (a short list: no paging). */
export const listAdminBankAccountsRoute = defineRoute({
  method: 'GET',
  path: '/api/admin/bank-accounts',
  access: 'admin',
  summary: "The shop's bank accounts for transfers, inactive ones too (administrators)",
  tags: ['admin'],
  response: adminListResponseSchema(adminBankAccountSchema),
});

/**
 * `POST /api/admin/bank-accounts`. Refusals: INPUT_ERROR (prompt_pay_image not an uploaded image),
 * PROMPTPAY_PHONE_INVALID, PROMPTPAY_CITIZEN_ID_INVALID, PROMPTPAY_EWALLET_ID_INVALID.
 */
export const createAdminBankAccountRoute = defineRoute({
  method: 'POST',
  path: '/api/admin/bank-accounts',
  access: 'admin',
  summary: 'Add a bank account buyers transfer to (administrators)',
  tags: ['admin'],
  body: bankAccountBodySchema,
  response: one,
});

/** `PUT /api/admin/bank-accounts/{id}`: the whole account. Refusals: as adding, and NOT_FOUND. */
export const updateAdminBankAccountRoute = defineRoute({
  method: 'PUT',
  path: '/api/admin/bank-accounts/:id',
  access: 'admin',
  summary: 'Change a bank account (administrators)',
  tags: ['admin'],
  params,
  body: bankAccountBodySchema,
  response: one,
});

/**
 * `DELETE /api/admin/bank-accounts/{id}`. Refusals: NOT_FOUND, BANK_ACCOUNT_IN_USE (a buyer's
 * transfer report names it: switch it off instead, so the reviewer still sees where they paid).
 */
export const deleteAdminBankAccountRoute = defineRoute({
  method: 'DELETE',
  path: '/api/admin/bank-accounts/:id',
  access: 'admin',
  summary: 'Remove a bank account (administrators)',
  tags: ['admin'],
  params,
  response: z.object({ success: z.literal(true) }),
});

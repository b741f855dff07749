import { z } from 'zod';
import { promptPayIdSchema } from './promptpay-account';

/** Why a verified slip waits for an administrator (the web says it in Thai and English). */
export const SLIP_REVIEW_REASONS = [
  'amount_mismatch',
  'other_account',
  'dated_before_order',
  'not_found',
  'duplicate',
  'service_unavailable',
] as const;

/** One of the shop's accounts as it was when the slip was compared with it. */
export const comparedShopAccountSchema = z.object({
  bank_name: z.string(),
  account_id: z.string(),
  account_name: z.string(),
  prompt_pay: promptPayIdSchema.nullable(),
});

/**
 * What the slip-verification service said of a report's slip and each check the shop made: the
 * receiving account against the shop's accounts, the amount against the order's amount to pay,
 * the date against the order's. Facts are null when the service confirmed nothing (not found,
 * duplicate, unavailable). Null for a report no service was asked about.
 */
export const slipVerificationViewSchema = z
  .object({
    status: z.enum(['approved', 'review']),
    /** Null when approved, or when an administrator decided while the service was asked. */
    reason: z.enum(SLIP_REVIEW_REASONS).nullable(),
    service: z.string(),
    checks: z.object({ account: z.boolean(), amount: z.boolean(), date: z.boolean() }).nullable(),
    /** Minor units. */
    slip_amount: z.number().int().nullable(),
    order_amount: z.number().int().nullable(),
    transferred_at: z.string().nullable(),
    receiver_account: z.string().nullable(),
    receiver_promptpay: z.object({ kind: z.string(), value: z.string() }).nullable(),
    receiver_name: z.string().nullable(),
    shop_accounts: z.array(comparedShopAccountSchema),
  })
  .nullable();
export type SlipVerificationView = z.infer<typeof slipVerificationViewSchema>;

import { z } from 'zod';
import { SLIP_REVIEW_REASONS, type SlipVerificationView } from '@shop/contract/payments/slip-verification';
import type { bankTransferReports } from '../../../db/tables';

type ReportRow = typeof bankTransferReports.$inferSelect;

const nullable = <T extends z.ZodType>(schema: T) => schema.nullable().default(null);

/** The stored details as `verifyReportedSlip` writes them; what is missing reads as unknown. */
const detailsSchema = z.object({
  service: z.string().default('unknown'),
  checks: nullable(z.object({ account: z.boolean(), amount: z.boolean(), date: z.boolean() })),
  slip_amount: nullable(z.number().int()),
  order_amount: nullable(z.number().int()),
  transferred_at: nullable(z.string()),
  receiver_account: nullable(z.string()),
  receiver_promptpay: nullable(z.object({ kind: z.string(), value: z.string() })),
  receiver_name: nullable(z.string()),
  shop_accounts: z
    .array(
      z.object({
        bank_name: z.string(),
        account_id: z.string(),
        account_name: z.string(),
        prompt_pay: nullable(z.object({ kind: z.enum(['phone', 'citizen', 'ewallet']), value: z.string() })),
      }),
    )
    .default([]),
});

const reasonSchema = z.enum(SLIP_REVIEW_REASONS).nullable().catch(null);

/** What the verification service said of a report's slip, as the back office reads it. */
export const slipVerificationView = (report: ReportRow): SlipVerificationView => {
  if (!report.verificationStatus) return null;
  const details = detailsSchema.safeParse(report.verificationDetails ?? {});
  const facts = details.success ? details.data : detailsSchema.parse({});
  return {
    status: report.verificationStatus,
    reason: reasonSchema.parse(report.verificationReason),
    ...facts,
  };
};

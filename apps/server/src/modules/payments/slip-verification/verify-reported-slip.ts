import { eq } from 'drizzle-orm';
import { judgeVerifiedSlip, SlipReviewReason, type SlipVerdict } from '@shop/domain/payments/slip-verdict';
import type { Queryable } from '../../../db/database';
import { bankTransferReports } from '../../../db/tables';
import { AppError } from '../../../lib/app-error';
import { findOrder } from '../../orders/index';
import { listAllBankAccounts } from '../admin/bank-accounts.repository';
import { approveByVerification } from '../admin/order-review.service';
import type { PaymentDeps } from '../payment-deps';
import type { SlipVerification, VerifiedTransferFacts } from './slip-verifier';

/** A report just saved, with the text of its slip's QR. */
export type ReportedSlip = { reportId: number; orderId: number; payload: string };

/** What became of the report: approved at once, or waiting for an administrator. */
export type SlipVerificationResult = 'approved' | 'review';

const REASON_OF: Readonly<Record<Exclude<SlipVerification['kind'], 'confirmed'>, SlipReviewReason>> = {
  duplicate: SlipReviewReason.DUPLICATE,
  not_found: SlipReviewReason.NOT_FOUND,
  unavailable: SlipReviewReason.SERVICE_UNAVAILABLE,
};

const recordVerification = (
  db: Queryable,
  reportId: number,
  values: { status: SlipVerificationResult; reason: string | null; details: Record<string, unknown> },
) =>
  db
    .update(bankTransferReports)
    .set({
      verificationStatus: values.status,
      verificationReason: values.reason,
      verificationDetails: values.details,
    })
    .where(eq(bankTransferReports.id, reportId));

/** The facts and checks the reviewer is shown, in the wire's words. */
const detailsOf = (
  service: string,
  transfer: VerifiedTransferFacts,
  verdict: SlipVerdict,
  orderAmount: number,
) => ({
  service,
  checks: verdict.checks,
  order_amount: orderAmount,
  slip_amount: transfer.amount,
  transferred_at: transfer.transferredAt.toISOString(),
  receiver_account: transfer.receiverAccount,
  receiver_promptpay: transfer.receiverPromptPay,
  receiver_name: transfer.receiverName,
});

/** The shop's accounts as the slip is compared with them, kept with the verdict. */
const shopAccountsOf = async (db: Queryable) =>
  (await listAllBankAccounts(db)).map((account) => ({
    bank_name: account.bankName,
    account_id: account.accountId,
    account_name: account.accountName,
    prompt_pay:
      account.promptPayKind && account.promptPayId
        ? { kind: account.promptPayKind, value: account.promptPayId }
        : null,
  }));

/** Approves the order as verified, writing the verdict in the approval's transaction. */
const approveVerified = async (
  deps: PaymentDeps,
  slip: ReportedSlip,
  details: Record<string, unknown>,
  now: Date,
): Promise<SlipVerificationResult> => {
  try {
    await approveByVerification(deps, slip.orderId, now, (tx) =>
      recordVerification(tx, slip.reportId, { status: 'approved', reason: null, details }),
    );
    return 'approved';
  } catch (error) {
    // An administrator decided while the service was asked: theirs stands.
    if (!(error instanceof AppError)) throw error;
    await recordVerification(deps.db, slip.reportId, { status: 'review', reason: null, details });
    return 'review';
  }
};

/**
 * Asks the slip-verification service about a report already saved (its order waits for review),
 * so whatever the service does, nothing is lost. When the service confirms the transfer and the
 * shop's checks pass, the order is approved through the administrator's path, recorded as
 * approved by verification, in the transaction that records the verdict; any other answer leaves
 * the report in the review queue with the reason, coded.
 */
export const verifyReportedSlip = async (
  deps: PaymentDeps,
  slip: ReportedSlip,
  now: Date = new Date(),
): Promise<SlipVerificationResult | null> => {
  const verifier = deps.slipVerifier;
  if (!verifier) return null;
  const answer = await verifier.verify(slip.payload);
  const shopAccounts = await shopAccountsOf(deps.db);
  if (answer.kind !== 'confirmed') {
    if (answer.kind === 'unavailable')
      deps.log.warn(
        { reportId: slip.reportId, detail: answer.detail },
        'slip verification unavailable: report left for review',
      );
    const detail = answer.kind === 'unavailable' ? { detail: answer.detail } : {};
    await recordVerification(deps.db, slip.reportId, {
      status: 'review',
      reason: REASON_OF[answer.kind],
      details: { service: verifier.name, ...detail, shop_accounts: shopAccounts },
    });
    return 'review';
  }
  const order = await findOrder(deps.db, slip.orderId);
  if (!order) return null;
  const verdict = judgeVerifiedSlip(
    answer.transfer,
    { amountToPay: order.total, createdAt: order.createdAt },
    shopAccounts.map((account) => ({ accountNumber: account.account_id, promptPay: account.prompt_pay })),
  );
  const details = {
    ...detailsOf(verifier.name, answer.transfer, verdict, order.total),
    shop_accounts: shopAccounts,
  };
  if (!verdict.approved) {
    await recordVerification(deps.db, slip.reportId, { status: 'review', reason: verdict.reason, details });
    return 'review';
  }
  return approveVerified(deps, slip, details, now);
};

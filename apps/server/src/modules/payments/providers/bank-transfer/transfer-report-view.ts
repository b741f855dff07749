import type { AdminOrderDetail } from '@shop/contract/admin/admin-order-detail';
import type { OrderTransferReport } from '@shop/contract/orders/order-page';
import type { AttemptState } from '@shop/domain/payments/attempt-states';
import { REJECTED_BY_ADMIN, transferReportStanding } from '@shop/domain/payments/transfer-report-standing';
import { thaiBankByNumber } from '@shop/domain/thai-qr/thai-bank-numbers';
import type { ReportOfOrderRow } from './bank-transfer-reports.repository';
import { slipVerificationView } from '../../slip-verification/slip-verification-view';

type AdminTransferReport = AdminOrderDetail['transfer_reports'][number];

/** A reported transfer as its buyer reads it; the back office adds who reported it. */
export const toTransferReportView = ({
  report,
  account,
  attempt,
}: ReportOfOrderRow): OrderTransferReport => ({
  id: report.id,
  bank_code: report.bankCode,
  bank_account: account
    ? { bank_name: account.bankName, account_id: account.accountId, account_name: account.accountName }
    : null,
  transferred_at: report.transferredAt.toISOString(),
  transfer_amount: report.transferAmount,
  // A private upload: `/uploads/<name>` answers its owner and administrators only.
  slip_url: report.slipFileName ? `/uploads/${encodeURIComponent(report.slipFileName)}` : null,
  reported_at: report.createdAt.toISOString(),
  standing: transferReportStanding(attempt.state as AttemptState),
  reason: attempt.failureCode === REJECTED_BY_ADMIN ? attempt.failureMessage : null,
  slip_qr: report.slipQrStatus
    ? {
        status: report.slipQrStatus,
        bank_code: report.slipBank ? (thaiBankByNumber(report.slipBank)?.code ?? report.slipBank) : null,
        reference: report.slipReference,
      }
    : null,
});

/** A reported transfer as the back office reads it: the buyer's view plus who reported it. */
export const toAdminTransferReportView = (row: ReportOfOrderRow): AdminTransferReport => {
  const view = toTransferReportView(row);
  const { report, account } = row;
  return {
    ...view,
    attempt_id: report.attemptId,
    contact_name: report.contactName,
    email: report.email,
    tel: report.tel,
    bank_account: account && view.bank_account ? { id: account.id, ...view.bank_account } : null,
    description: report.description,
    created_at: view.reported_at,
    slip_verification: slipVerificationView(report),
  };
};

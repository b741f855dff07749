import { desc, eq } from 'drizzle-orm';
import { ErrorCode } from '@shop/domain/errors/error-codes';
import { bankTransferReports } from '../../db/tables';
import { AppError } from '../../lib/app-error';
import type { SessionUserRow } from '../../plugins/session';
import { findOrderOfUser } from '../orders/index';
import { transferText } from './providers/bank-transfer/bank-transfer-report.service';
import { queuePaymentReceivedMail } from './order-notices';
import type { PaymentDeps } from './payment-deps';

/**
 * Spec 2's "send the payment notification mail" call: the payment-received mail of the order's
 * latest transfer report, to the order's buyer. The report already queued it, so this only
 * queues it when it never was; an order of someone else is NOT_FOUND.
 */
export const resendPaymentMail = async (
  deps: PaymentDeps,
  user: SessionUserRow,
  orderId: number,
  now = new Date(),
) => {
  const order = await findOrderOfUser(deps.db, orderId, user.id);
  if (!order) throw new AppError(ErrorCode.NOT_FOUND, { message: 'No such order' });
  const [report] = await deps.db
    .select()
    .from(bankTransferReports)
    .where(eq(bankTransferReports.orderId, order.id))
    .orderBy(desc(bankTransferReports.id))
    .limit(1);
  if (!report) return false;
  return deps.db.transaction((tx) =>
    queuePaymentReceivedMail(
      { tx, publicUrl: deps.publicUrl, now },
      order.id,
      report.attemptId,
      transferText(report.bankCode, report.transferAmount, order.currency, report.transferredAt),
    ),
  );
};

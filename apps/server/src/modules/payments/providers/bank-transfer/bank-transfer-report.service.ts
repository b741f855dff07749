import { and, eq } from 'drizzle-orm';
import type { BankTransferReport } from '@shop/contract/payments/bank-transfer';
import { ErrorCode } from '@shop/domain/errors/error-codes';
import { formatAmount } from '@shop/domain/money/format-amount';
import { checkBankTransferFacts } from '@shop/domain/payments/bank-transfer-facts';
import { PaymentMethodId } from '@shop/domain/payments/payment-methods';
import { bangkokDateAndTime } from '@shop/domain/payments/transfer-time';
import { bankTransferReportSchema } from '@shop/domain/validation/bank-transfer-report';
import type { ValidationMessages } from '@shop/domain/validation/messages';
import type { Queryable } from '../../../../db/database';
import { bankTransferReports, orders } from '../../../../db/tables';
import { AppError } from '../../../../lib/app-error';
import type { SessionUserRow } from '../../../../plugins/session';
import { findOwnPrivateFile, claimUploads } from '../../../media/index';
import { markPendingApproval, findOrderOfUser } from '../../../orders/index';
import { getSiteSettings } from '../../../settings/index';
import { fieldRefusal, toFieldIssues } from '../../../accounts/index';
import { noticeAdministrators } from '../../administrator-notices';
import { isSlipOnAnotherOrder } from './bank-transfer-reports.repository';
import { noticeOrderChange } from '../../order-notices';
import { appendPaymentLog, insertAttempt } from '../../payment-attempts.repository';
import type { PaymentDeps } from '../../payment-deps';
import type { FileStorage } from '../../../../lib/storage/file-storage';
import { checkSlip, claimSlipReference, recordDuplicateRefusal } from './slip-check';
import { listActiveBankAccounts } from '../../payment-methods.repository';
import { verifyReportedSlip } from '../../slip-verification/verify-reported-slip';

const text = (value: string | number | null | undefined): string | null =>
  value === null || value === undefined ? null : String(value);

/** The report as the domain's form checks read it (payment method and status are the server's). */
const asFormInput = (body: BankTransferReport) => ({
  ...body,
  payment_method_id: PaymentMethodId.BANK_TRANSFER,
  status: 'pending' as const,
  transfer_amount: text(body.transfer_amount),
  bank_account: body.bank_account ?? null,
});

const refuse = (code: string, message: string) => new AppError(code, { message });

const claimSlip = (tx: Queryable, slip: string, userId: number, context: { now: Date; message: string }) => {
  const owner = { userId, visitorKey: null };
  return claimUploads(tx, [{ path: 'slip', name: slip, purpose: 'slip' }], owner, { userId, ...context });
};

/** Every check of a report, in the form's order and then against the shop's records. */
const checkReport = async (
  deps: PaymentDeps,
  user: SessionUserRow,
  body: BankTransferReport,
  texts: ValidationMessages,
  now: Date,
) => {
  const order = await findOrderOfUser(deps.db, body.order_id, user.id);
  if (!order) throw refuse(ErrorCode.NOT_FOUND, 'No such order');
  if (order.paymentMethodId !== PaymentMethodId.BANK_TRANSFER)
    throw refuse(ErrorCode.PAYMENT_METHOD_NOT_AVAILABLE, 'The order was made for another payment method');
  if (order.status !== 'notYetReceived')
    throw refuse(ErrorCode.ORDER_NOT_PENDING, 'The order no longer takes a payment');
  const settings = await getSiteSettings(deps.db);
  const parsed = bankTransferReportSchema(
    { orderAmount: order.total, slipRequired: settings.slip === 1 },
    texts,
  ).safeParse(asFormInput(body));
  if (!parsed.success) throw fieldRefusal(toFieldIssues(parsed.error.issues));
  const report = parsed.data;
  const slip = report.slip
    ? {
        name: report.slip,
        isBuyersOwn: (await findOwnPrivateFile(deps.db, report.slip, user.id, 'slip')) !== null,
        isOnAnotherOrder: await isSlipOnAnotherOrder(deps.db, report.slip, order.id),
      }
    : null;
  const facts = checkBankTransferFacts(
    {
      bankCode: report.bank_code ?? '',
      bankAccountId: report.bank_account ?? 0,
      accountIds: (await listActiveBankAccounts(deps.db)).map((account) => account.id),
      date: report.transfer_datetime ?? '',
      time: report.time ?? '',
      slip,
      now,
    },
    texts,
  );
  if (!facts.transferredAt) throw fieldRefusal(facts.issues);
  return { order, report, transferredAt: facts.transferredAt };
};

/**
 * A buyer reports a bank transfer: every field is checked and the slip's QR read, and nothing is
 * written unless all pass; then one transaction records the attempt (pending, waiting for an
 * administrator) and the report with what the slip's QR said, ties the slip's bank reference to
 * this order (refusing a slip already used for another), moves the order to pendingApproved, and
 * queues the administrators' mail and the buyer's socket message and mail. Then a configured
 * slip-verification service is asked about the slip, which may approve the order at once
 * (`verifyReportedSlip`). A transfer the shop did
 * not accept is reported again the same way: the order waits for a payment again, and the earlier
 * reports stay with it.
 */
export const reportBankTransfer = async (
  deps: PaymentDeps & { storage: FileStorage },
  user: SessionUserRow,
  body: BankTransferReport,
  texts: ValidationMessages,
  now: Date = new Date(),
) => {
  const { order, report, transferredAt } = await checkReport(deps, user, body, texts, now);
  // Read before the transaction: decoding a picture takes a moment, and no row is locked meanwhile.
  const slipCheck = report.slip ? await checkSlip(deps.storage, report.slip) : null;
  const slipRead = slipCheck?.status === 'read' ? slipCheck : null;
  const saving = deps.db.transaction(async (tx) => {
    const [locked] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.id, order.id)))
      .for('update');
    if (locked?.status !== 'notYetReceived')
      throw refuse(ErrorCode.ORDER_NOT_PENDING, 'The order no longer takes a payment');
    const attempt = await insertAttempt(tx, {
      orderId: order.id,
      paymentMethodId: PaymentMethodId.BANK_TRANSFER,
      provider: 'bank_transfer',
      state: 'pending',
      amount: order.total,
      currency: order.currency,
      createdAt: now,
      updatedAt: now,
    });
    const [saved] = await tx
      .insert(bankTransferReports)
      .values({
        orderId: order.id,
        attemptId: attempt.id,
        userId: user.id,
        contactName: report.contact_name ?? '',
        email: report.email ?? '',
        tel: report.tel ?? '',
        bankAccountId: report.bank_account,
        bankCode: report.bank_code ?? '',
        transferredAt,
        transferAmount: report.transfer_amount,
        description: report.description ?? '',
        address: report.address,
        slipFileName: report.slip,
        slipQrStatus: slipCheck?.status ?? null,
        slipBank: slipRead?.bank ?? null,
        slipReference: slipRead?.reference ?? null,
        createdAt: now,
      })
      .returning();
    if (!saved) throw new Error('The transfer report was not saved');
    if (slipRead) await claimSlipReference(tx, slipRead, { orderId: order.id, reportId: saved.id, now });
    await appendPaymentLog(tx, {
      attemptId: attempt.id,
      provider: 'bank_transfer',
      kind: 'notification',
      summary: 'transfer reported by the buyer',
      body: JSON.stringify(saved),
    });
    // The slip is the buyer's for good: the sweeper no longer removes it as an unused upload.
    if (report.slip) await claimSlip(tx, report.slip, user.id, { now, message: texts.common.invalidValue });
    await markPendingApproval(tx, order.id, { kind: 'user', userId: user.id }, 'bank transfer reported', now);
    const notices = { tx, publicUrl: deps.publicUrl, now };
    await noticeAdministrators(notices, { kind: 'transfer_reported', attemptId: attempt.id });
    await noticeOrderChange(notices, order.id, {
      kind: 'payment_received',
      attemptId: attempt.id,
      transferText: transferText(
        report.bank_code ?? '',
        report.transfer_amount,
        order.currency,
        transferredAt,
      ),
    });
    return { attemptId: attempt.id, reportId: saved.id };
  });
  const { attemptId, reportId } = await saving.catch(async (error: unknown) => {
    // Nothing of the report was kept; the refusal is counted for the dashboard.
    if (slipRead && error instanceof AppError && error.code === ErrorCode.SLIP_ALREADY_USED)
      await recordDuplicateRefusal(deps.db, slipRead, order.id, now);
    throw error;
  });
  deps.relay.kick();
  // After the commit: the report is kept whatever the service answers, or if it never does.
  const verification = slipRead
    ? await verifyReportedSlip(deps, { reportId, orderId: order.id, payload: slipRead.payload }).catch(
        (error: unknown) => {
          // The report is saved and waits for review: the buyer is told so, not shown a failure.
          deps.log.error({ err: error, reportId }, 'slip verification failed: report left for review');
          return 'review' as const;
        },
      )
    : null;
  return { orderPaymentId: attemptId, order_token: order.orderToken, verification };
};

/** "KBANK, 1,500.00 THB, 2026-11-23 09:15:00" for the mail. */
export const transferText = (bankCode: string, amount: number | null, currency: string, at: Date): string => {
  const moment = bangkokDateAndTime(at);
  const money =
    amount === null ? '' : `${formatAmount(amount, currency === 'USD' ? 'USD' : 'THB', 'en')} ${currency}, `;
  return `${bankCode}, ${money}${moment.date} ${moment.time}`;
};

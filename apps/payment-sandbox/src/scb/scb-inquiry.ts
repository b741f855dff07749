import type { ScbContext } from './scb-context';
import { invalidParameter } from './scb-envelope';
import { bangkokDay, scbTransaction } from './scb-transaction';

const QR30 = '00300100';
const B_SCAN_C = '00300104';

/**
 * `GET /v1/payment/billpayment/inquiry`: the payments of one day (Bangkok) whose ref1 (and ref2
 * and amount, when asked) match. Only successful payments exist at SCB; none is an empty list.
 */
export const inquireScbPayments = (context: ScbContext, query: Record<string, string | undefined>) => {
  const { eventCode, transactionDate, billerId, reference1, reference2, amount } = query;
  if (eventCode !== QR30 && eventCode !== B_SCAN_C)
    throw invalidParameter('eventCode must be 00300100 or 00300104');
  if (
    !transactionDate ||
    !/^\d{4}-\d{2}-\d{2}$/.test(transactionDate) ||
    Number.isNaN(Date.parse(transactionDate))
  )
    throw invalidParameter('transactionDate must be yyyy-MM-dd');
  // This sandbox makes no B-scan-C payments.
  if (eventCode === B_SCAN_C) return [];
  if (!billerId || !/^\d{15}$/.test(billerId)) throw invalidParameter('billerId is required for 00300100');
  if (!reference1) throw invalidParameter('reference1 is required for 00300100');
  return [...context.store.qrs.values()]
    .filter((qr) => qr.billerId === billerId && qr.ref1 === reference1)
    .filter((qr) => reference2 === undefined || qr.ref2 === reference2)
    .flatMap((qr) =>
      qr.payments
        .filter((payment) => bangkokDay(payment.paidAt) === transactionDate)
        .filter((payment) => amount === undefined || Number(payment.amount) === Number(amount))
        .map((payment) => ({ eventCode: QR30, reverseFlag: 'N', ...scbTransaction(qr, payment) })),
    );
};

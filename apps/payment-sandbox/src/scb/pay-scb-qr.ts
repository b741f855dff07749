import { ControlError } from '../control/control-error';
import { randomSuffix } from '../lib/random-id';
import { toWholeNumber } from '../lib/to-whole-number';
import type { ScbContext } from './scb-context';
import type { ScbPayment, StoredQr } from './scb-store';
import { scbTransaction } from './scb-transaction';

const bahtOf = (satang: number) =>
  `${String(Math.floor(satang / 100))}.${String(satang % 100).padStart(2, '0')}`;

/** SCB's transaction ids are long bank references; this one is made up of a date and random digits. */
const transactionIdAt = (at: Date) =>
  `${at.toISOString().replace(/\D/g, '').slice(0, 14)}${randomSuffix(12).toUpperCase()}`;

/**
 * `POST /__control/scb/qrcodes/:ref1/pay`: a banking app pays the QR. Banks refuse a QR past its
 * expiryDate or already paid as often as it allows. `amount` (satang) may differ from the QR's, to
 * test mismatches; `loseReplies` makes the sandbox treat the shop's first replies as timed out.
 */
export const payScbQr = (context: ScbContext, qr: StoredQr, body: Record<string, unknown>) => {
  const paidAt = typeof body.at === 'string' ? new Date(body.at) : context.now();
  if (Number.isNaN(paidAt.getTime())) throw new ControlError(400, 'at must be an ISO date-time');
  if (qr.expiresAt && qr.expiresAt <= paidAt)
    throw new ControlError(409, 'the QR has expired; banks refuse it');
  if (qr.numberOfTimes !== null && qr.payments.length >= qr.numberOfTimes)
    throw new ControlError(409, 'the QR was already paid as often as it allows');
  const satang = body.amount === undefined ? null : toWholeNumber(body.amount);
  if (body.amount !== undefined && (satang === null || satang <= 0))
    throw new ControlError(400, 'amount must be a whole number of satang');
  const lose = body.loseReplies === undefined ? 0 : toWholeNumber(body.loseReplies);
  if (lose === null || lose < 0) throw new ControlError(400, 'loseReplies must be a whole number');
  const payment: ScbPayment = {
    transactionId: transactionIdAt(paidAt),
    amount: satang === null ? qr.amount : bahtOf(satang),
    paidAt,
    sendingBankCode: '014',
  };
  qr.payments.push(payment);
  qr.repliesToLose = lose;
  const transaction = scbTransaction(qr, payment);
  context.confirmations.schedule(qr, transaction);
  return transaction;
};

/** A confirmation nobody paid: what a forger posts. SCB's inquiry knows nothing of it. */
export const forgedTransaction = (context: ScbContext, qr: StoredQr) =>
  scbTransaction(qr, {
    transactionId: transactionIdAt(context.now()),
    amount: qr.amount,
    paidAt: context.now(),
    sendingBankCode: '014',
  });

import { randomInt } from 'node:crypto';
import type { TwoC2pContext } from './twoc2p-context';
import { isOpen, type TwoC2pPayment } from './twoc2p-payment';
import { transactionClaims } from './transaction-claims';

/** What can happen to an open payment: the buyer or the bank decides, or time runs out. */
export type TwoC2pOutcome =
  | { status: 'succeeded' }
  | { status: 'failed'; respCode: string; respDesc: string }
  | { status: 'cancelled' }
  | { status: 'expired' }
  | { status: 'pending' };

const digits = (length: number) =>
  Array.from({ length }, (_, index) => String(randomInt(index === 0 ? 1 : 0, 10))).join('');

/** The response code an open payment shows before anything final happens. */
export const openCodes = (status: 'open' | 'authenticating' | 'pending') =>
  ({
    open: { respCode: '2002', respDesc: 'Transaction not found' },
    authenticating: { respCode: '2001', respDesc: 'Transaction in progress' },
    pending: { respCode: '0001', respDesc: 'Transaction is pending' },
  })[status];

const codesOf = (outcome: TwoC2pOutcome) => {
  switch (outcome.status) {
    case 'succeeded':
      return { respCode: '0000', respDesc: 'Success' };
    case 'failed':
      return { respCode: outcome.respCode, respDesc: outcome.respDesc };
    case 'cancelled':
      return { respCode: '0003', respDesc: 'Transaction is cancelled' };
    case 'expired':
      return { respCode: '5009', respDesc: 'Payment expired' };
    case 'pending':
      return openCodes('pending');
  }
};

/** The buyer or the bank acted: from now on 2C2P has a transaction (its reference numbers). */
export const beginTransaction = (context: TwoC2pContext, payment: TwoC2pPayment) => {
  if (payment.tranRef === '') {
    payment.tranRef = digits(7);
    payment.referenceNo = digits(8);
  }
  payment.transactionAt = context.now();
};

/**
 * Moves an open payment on, and on a final outcome sends 2C2P's backend notification. A
 * transaction exists (tranRef, reference) from the moment the buyer or the bank acts.
 */
export const settleTwoC2pPayment = (
  context: TwoC2pContext,
  payment: TwoC2pPayment,
  outcome: TwoC2pOutcome,
): TwoC2pPayment => {
  if (!isOpen(payment)) return payment;
  Object.assign(payment, { status: outcome.status }, codesOf(outcome));
  beginTransaction(context, payment);
  if (outcome.status === 'succeeded' && payment.approvalCode === '') payment.approvalCode = digits(6);
  if (outcome.status !== 'pending')
    context.notifier.schedule(payment.backendReturnUrl, transactionClaims(payment));
  return payment;
};

/**
 * A payment as it stands now: one whose time ran out while open answers 5009 from then on. No
 * notification is sent for it (2C2P documents none for an expired token); the shop learns it by
 * asking.
 */
export const currentPayment = (context: TwoC2pContext, payment: TwoC2pPayment): TwoC2pPayment => {
  if (isOpen(payment) && payment.expiresAt <= context.now())
    Object.assign(payment, { status: 'expired' }, codesOf({ status: 'expired' }));
  return payment;
};

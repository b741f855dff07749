import type { GbPrimeContext } from './gbprime-context';
import type { GbTxn, GbTxnStatus } from './gbprime-objects';

/** A final word about a transaction: its new status and result code. */
export type GbOutcome = { status: GbTxnStatus; resultCode: string; resultMessage: string };

export const PAID: GbOutcome = { status: 'S', resultCode: '00', resultMessage: 'Success' };

/** Applies an outcome and tells the merchant's backgroundUrl, as GB does after every payment. */
export const settleGbPrimeTxn = (context: GbPrimeContext, txn: GbTxn, outcome: GbOutcome): GbTxn => {
  Object.assign(txn, outcome, { updatedAt: context.now() });
  context.background.schedule(txn);
  return txn;
};

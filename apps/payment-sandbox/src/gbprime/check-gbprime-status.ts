import { incomplete } from './gbprime-error';
import type { GbPrimeContext } from './gbprime-context';
import { txnView } from './gbprime-txn-view';

/**
 * `POST /v1/check_status_txn` `{ referenceNo }`: `{ resultCode: "00", txn: {...} }` with the
 * transaction's status (G, A, S, V, D); a reference GB does not know answers a non-"00" code.
 */
export const checkGbPrimeStatus = (context: GbPrimeContext, body: Record<string, unknown>) => {
  if (typeof body.referenceNo !== 'string' || body.referenceNo === '') throw incomplete('referenceNo');
  const txn = context.store.txns.get(body.referenceNo);
  if (!txn) return { resultCode: '90', resultMessage: 'Transaction not found' };
  return { resultCode: '00', resultMessage: 'Success', txn: txnView(txn) };
};

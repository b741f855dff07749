import { randomInt } from 'node:crypto';
import type { GbPrimeContext } from './gbprime-context';
import type { GbPaymentType, GbTxn } from './gbprime-objects';
import type { GbPrimePaymentFields } from './parse-gbprime-payment';

/** GB's own reference looks like `gbp` followed by digits. */
const newGbpReferenceNo = () =>
  `gbp${String(randomInt(10 ** 9)).padStart(9, '0')}${String(randomInt(10 ** 6)).padStart(6, '0')}`;

/** A new transaction waiting for its buyer (status G), stored under its referenceNo. */
export const newGbPrimeTxn = (
  context: GbPrimeContext,
  fields: GbPrimePaymentFields,
  extra: { paymentType: GbPaymentType; otp: 'Y' | 'N' | null; cardNo: string | null; qrcode: string | null },
): GbTxn => {
  const now = context.now();
  const txn: GbTxn = {
    ...fields,
    ...extra,
    gbpReferenceNo: newGbpReferenceNo(),
    currencyCode: '764',
    status: 'G',
    resultCode: '00',
    resultMessage: 'Success',
    isExpired: false,
    createdAt: now,
    updatedAt: now,
  };
  context.store.txns.set(txn.referenceNo, txn);
  return txn;
};

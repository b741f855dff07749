import { gbPrimeDateTime } from './gbprime-dates';
import type { GbTxn } from './gbprime-objects';
import { gbPrimeAmountNumber } from './parse-gbprime-amount';

/** The merchant-defined fields as GB echoes them: merchantDefined1..5. */
const merchantDefinedFields = (txn: GbTxn) =>
  Object.fromEntries(
    txn.merchantDefined.map((value, index) => [`merchantDefined${String(index + 1)}`, value]),
  );

/** A transaction as `check_status_txn` lists it under `txn`. */
export const txnView = (txn: GbTxn) => ({
  referenceNo: txn.referenceNo,
  gbpReferenceNo: txn.gbpReferenceNo,
  amount: gbPrimeAmountNumber(txn.amount),
  currencyCode: txn.currencyCode,
  paymentType: txn.paymentType,
  status: txn.status,
  ...gbPrimeDateTime(txn.updatedAt),
  detail: txn.detail,
  customerName: txn.customerName,
  customerEmail: txn.customerEmail,
  ...(txn.cardNo ? { cardNo: txn.cardNo } : {}),
  ...merchantDefinedFields(txn),
});

/**
 * The JSON GB posts to `backgroundUrl` (research §3.3): the outcome's resultCode, the amount,
 * both references, currency, payment type, date and time, and the merchant's own fields.
 * Nothing in it is signed.
 */
export const backgroundPayload = (txn: GbTxn, resultCode: string = txn.resultCode) => ({
  resultCode,
  amount: gbPrimeAmountNumber(txn.amount),
  referenceNo: txn.referenceNo,
  gbpReferenceNo: txn.gbpReferenceNo,
  currencyCode: txn.currencyCode,
  paymentType: txn.paymentType,
  ...gbPrimeDateTime(txn.updatedAt),
  ...(txn.cardNo ? { cardNo: txn.cardNo } : {}),
  detail: txn.detail,
  customerName: txn.customerName,
  customerEmail: txn.customerEmail,
  ...merchantDefinedFields(txn),
});

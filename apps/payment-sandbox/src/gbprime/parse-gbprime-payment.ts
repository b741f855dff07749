import { GbPrimeError, incomplete } from './gbprime-error';
import type { GbPrimeStore } from './gbprime-store';
import { parseGbPrimeAmount } from './parse-gbprime-amount';

type Fields = Record<string, unknown>;

const optionalText = (value: unknown, max = 255): string => {
  if (typeof value === 'string' || typeof value === 'number') return String(value).slice(0, max);
  return '';
};

const urlOrNull = (value: unknown, field: string): string | null => {
  if (value === undefined || value === null || value === '') return null;
  if (typeof value !== 'string' || !URL.canParse(value)) throw incomplete(field);
  return value;
};

/** The fields every GB payment request shares: amount, referenceNo, customer, merchant fields. */
export const parseGbPrimePayment = (store: GbPrimeStore, body: Fields) => {
  const amount = parseGbPrimeAmount(body.amount);
  if (amount === null) throw incomplete('amount');
  const referenceNo = typeof body.referenceNo === 'string' ? body.referenceNo : '';
  // research §3.3: at most 15 characters, unique per merchant.
  if (!/^[A-Za-z0-9]{1,15}$/.test(referenceNo)) throw incomplete('referenceNo');
  if (store.txns.has(referenceNo)) throw new GbPrimeError(400, '94', 'Duplicate referenceNo');
  return {
    amount,
    referenceNo,
    detail: optionalText(body.detail),
    customerName: optionalText(body.customerName),
    customerEmail: optionalText(body.customerEmail),
    merchantDefined: [1, 2, 3, 4, 5].map((index) => {
      const value = body[`merchantDefined${String(index)}`];
      return value === undefined || value === null ? null : optionalText(value);
    }),
    responseUrl: urlOrNull(body.responseUrl, 'responseUrl'),
    backgroundUrl: urlOrNull(body.backgroundUrl, 'backgroundUrl'),
  };
};

export type GbPrimePaymentFields = ReturnType<typeof parseGbPrimePayment>;

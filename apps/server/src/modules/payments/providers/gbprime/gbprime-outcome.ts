import { z } from 'zod';
import type { PaymentOutcome } from '@shop/domain/payments/payment-outcome';
import { ProviderUnavailableError, type CardDetails } from '../../payment-provider';
import { fromGbPrimeAmount, fromGbPrimeCurrency } from './gbprime-amount';

const amountSchema = z.union([z.number(), z.string()]).nullish();

/** `POST /v1/check_status_txn`'s answer (doc.globalprimepay.com/apiquery); other fields pass. */
export const gbPrimeStatusSchema = z.looseObject({
  resultCode: z.string(),
  resultMessage: z.string().nullish(),
  txn: z
    .looseObject({
      status: z.string(),
      amount: amountSchema,
      currencyCode: z.union([z.string(), z.number()]).nullish(),
      cardNo: z.string().nullish(),
    })
    .nullish(),
});
export type GbPrimeStatus = z.infer<typeof gbPrimeStatusSchema>;

/**
 * GB's card response codes (the ISO 8583 codes acquirers pass on, [S]) in the shop's failure
 * vocabulary where one fits, so the buyer reads a clear reason; any other code is kept as GB's.
 */
const CARD_FAILURES: Readonly<Record<string, string>> = {
  '05': 'payment_rejected',
  '14': 'invalid_card',
  '41': 'stolen_or_lost_card',
  '43': 'stolen_or_lost_card',
  '51': 'insufficient_fund',
  '54': 'expired_card',
  '55': 'failed_3ds',
};

/** A refusal GB answered with a resultCode other than "00". */
export const gbPrimeFailure = (
  resultCode: string,
  resultMessage: string | null | undefined,
): PaymentOutcome => ({
  kind: 'failed',
  code: CARD_FAILURES[resultCode] ?? resultCode,
  message: `GB Prime Pay ${resultCode}: ${resultMessage ?? 'refused'}`,
});

/** Money GB says it took, in GB's amount and currency (never the order's). */
export const gbPrimePaid = (
  amount: unknown,
  currencyCode: string | number | null | undefined,
): PaymentOutcome => {
  const minor = fromGbPrimeAmount(amount);
  if (minor === null)
    throw new ProviderUnavailableError(
      'gbprime',
      `GB reported an amount the shop cannot read: ${String(amount)}`,
    );
  return { kind: 'succeeded', amount: minor, currency: fromGbPrimeCurrency(currencyCode) };
};

/**
 * What the status inquiry says: S settled and A authorized are paid; D declined and V voided
 * failed; G (generated) still waits. A non-"00" answer means GB does not know the reference (yet):
 * nothing is decided, and the reconciler's rules end it once its time is over.
 */
export const gbPrimeStatusOutcome = (answer: GbPrimeStatus): PaymentOutcome => {
  const txn = answer.txn;
  if (answer.resultCode !== '00' || !txn) return { kind: 'pending' };
  switch (txn.status) {
    case 'S':
    case 'A':
      return gbPrimePaid(txn.amount, txn.currencyCode);
    case 'D':
      return { kind: 'failed', code: 'payment_rejected', message: 'GB Prime Pay status D (declined)' };
    case 'V':
      return { kind: 'failed', code: 'voided', message: 'GB Prime Pay status V (voided)' };
    default:
      return { kind: 'pending' };
  }
};

/** The card's last digits from GB's masked number ("453501XXXXXX5741"). */
export const gbPrimeCardDetails = (cardNo: string | null | undefined): CardDetails | null => {
  const last = /(\d{4})$/.exec(cardNo ?? '')?.[1];
  return last ? { last_digits: last, bank: null } : null;
};

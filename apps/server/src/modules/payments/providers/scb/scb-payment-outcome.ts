import type { PaymentOutcome } from '@shop/domain/payments/payment-outcome';
import { ProviderUnavailableError } from '../../payment-provider';
import { currencyFromScb, minorFromScb } from './scb-amount';
import type { ScbPayment } from './scb-shapes';

/**
 * What SCB's inquiry says about one QR: the payments whose ref1 is the QR's (and that the bank did
 * not reverse). None is "not paid yet"; SCB only records successful payments, so there is no
 * failure to report. The amount is SCB's, never the order's; two payments on one QR are added
 * up, so the core sees an amount that is not the order's and flags it for an administrator.
 */
export const inquiryOutcome = (ref1: string, payments: readonly ScbPayment[]): PaymentOutcome => {
  const paid = payments.filter(
    (payment) => payment.billPaymentRef1 === ref1 && payment.reverseFlag?.toUpperCase() !== 'Y',
  );
  if (paid.length === 0) return { kind: 'pending' };
  let amount = 0;
  const currencies = new Set<string>();
  for (const payment of paid) {
    const minor = minorFromScb(payment.amount);
    if (minor === null)
      throw new ProviderUnavailableError(
        'scb',
        `the inquiry reported an unreadable amount "${String(payment.amount)}"`,
      );
    amount += minor;
    currencies.add(currencyFromScb(payment.currencyCode));
  }
  const currency = currencies.size === 1 ? [...currencies][0] : undefined;
  return { kind: 'succeeded', amount, currency: currency ?? [...currencies].join('+') };
};

import type { Currency } from '@shop/domain/money/currency';
import { PaymentMethodId } from '@shop/domain/payments/payment-methods';

/** 266430 minor units -> "2664.30": the amount 2C2P's link routes take, written without float arithmetic. */
export const bahtText = (minor: number): string =>
  `${String(Math.floor(minor / 100))}.${String(minor % 100).padStart(2, '0')}`;

/** Which 2C2P link an order's method uses: the payment link (card, installments) or the QR link. */
export type TwoC2pKind = 'card' | 'installment' | 'qr';

export const twoC2pKindOf = (methodId: number | null): TwoC2pKind =>
  methodId === PaymentMethodId.TWOC2P_QR
    ? 'qr'
    : methodId === PaymentMethodId.TWOC2P_INSTALLMENT
      ? 'installment'
      : 'card';

/** An installment term as the buyer reads it: one monthly amount, or a range when the satang do not divide evenly. */
export type TermLabelParts = { months: number; monthly: string; isEven: boolean; low: string; high: string };

export const termLabelParts = (
  plan: { months: number; highest_monthly: number; lowest_monthly: number },
  currency: Currency,
  format: (minor: number, currency: Currency) => string,
): TermLabelParts => ({
  months: plan.months,
  monthly: format(plan.highest_monthly, currency),
  isEven: plan.highest_monthly === plan.lowest_monthly,
  low: format(plan.lowest_monthly, currency),
  high: format(plan.highest_monthly, currency),
});

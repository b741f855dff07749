import { ErrorCode } from '../errors/error-codes';
import type { Currency } from '../money/currency';
import { installmentPlans } from '../payments/installments';
import { PaymentMethodId } from '../payments/payment-methods';

/** Omise card (8) and Omise PromptPay (9): they need a minimum amount and charge in baht only. */
export const MINIMUM_AMOUNT_METHOD_IDS: readonly number[] = [8, 9];

/** The least amount methods 8 and 9 accept: 20 THB, after VAT and withholding (spec 1 section 9). */
export const METHOD_MINIMUM_AMOUNT = 2_000;

/**
 * Methods offered for THB orders only: PromptPay is a baht scheme, the 20 THB minimum of 8 and 9
 * has no USD counterpart in the specifications, and 2C2P installments (10) are Thai banks' plans
 * in baht.
 */
export const THB_ONLY_METHOD_IDS: readonly number[] = [...MINIMUM_AMOUNT_METHOD_IDS, 10];

export const isPaymentMethodAvailableIn = (methodId: number, currency: Currency): boolean =>
  currency === 'THB' || !THB_ONLY_METHOD_IDS.includes(methodId);

/** Why a method cannot take an amount: below 20 THB (8, 9), or no installment term for it (10). */
export type MethodAmountRefusal =
  typeof ErrorCode.BELOW_MINIMUM_AMOUNT | typeof ErrorCode.BELOW_INSTALLMENT_MINIMUM;

/**
 * Why the method cannot take an order of `totalMinor`, or null when it can: methods 8 and 9 below
 * 20 THB; installments (10) when no term is offered for the total (`installmentPlans`: below its
 * minimum total or monthly amount). Order creation, the cart's method choice and the payment start
 * all ask this, so an order is never made that its own method cannot take. A free order (total 0)
 * never reaches a payment step; no method, no minimum; another currency is the currency rule's.
 */
export const methodAmountRefusal = (
  methodId: number | null,
  totalMinor: number,
  currency: Currency,
): MethodAmountRefusal | null => {
  if (methodId === null || totalMinor <= 0) return null;
  if (MINIMUM_AMOUNT_METHOD_IDS.includes(methodId) && totalMinor < METHOD_MINIMUM_AMOUNT)
    return ErrorCode.BELOW_MINIMUM_AMOUNT;
  const isInstallments = methodId === PaymentMethodId.TWOC2P_INSTALLMENT && currency === 'THB';
  if (isInstallments && installmentPlans(totalMinor, currency).length === 0)
    return ErrorCode.BELOW_INSTALLMENT_MINIMUM;
  return null;
};

import type { Currency } from '../money/currency';

/** Omise card (8) and Omise PromptPay (9): they need a minimum amount and charge in baht only. */
export const MINIMUM_AMOUNT_METHOD_IDS: readonly number[] = [8, 9];

/** The least amount methods 8 and 9 accept: 20 THB, after VAT and withholding (spec 1 section 9). */
export const METHOD_MINIMUM_AMOUNT = 2_000;

/**
 * Methods 8 and 9 are offered for THB orders only: PromptPay is a baht scheme, and the 20 THB
 * minimum has no USD counterpart in the specifications.
 */
export const isPaymentMethodAvailableIn = (methodId: number, currency: Currency): boolean =>
  currency === 'THB' || !MINIMUM_AMOUNT_METHOD_IDS.includes(methodId);

/**
 * True when the method cannot take this amount (methods 8 and 9 below 20 THB). A free order
 * (total 0) never reaches a payment step, so it is never below the minimum; no method, no minimum.
 */
export const isBelowMethodMinimum = (methodId: number | null, totalMinor: number): boolean =>
  methodId !== null &&
  MINIMUM_AMOUNT_METHOD_IDS.includes(methodId) &&
  totalMinor > 0 &&
  totalMinor < METHOD_MINIMUM_AMOUNT;

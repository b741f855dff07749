import type { Currency } from '../money/currency';
import { splitProportionally } from '../money/split-proportionally';

/** The numbers of months the shop offers to pay an order in (2C2P installments, method 10). */
export const INSTALLMENT_TERMS: readonly number[] = [3, 4, 6, 10];

/** The least order total paid in installments: 2,000.00 THB (minor units). */
export const INSTALLMENT_MINIMUM_TOTAL = 200_000;

/** The least monthly amount of a term: 300.00 THB (minor units). A term under it is not offered. */
export const INSTALLMENT_MINIMUM_MONTHLY = 30_000;

/**
 * Who pays the interest, in 2C2P's words: `M`, the merchant (the buyer pays 0%, the months add up
 * to the order total). 2C2P's other values are `C` (the customer pays interest) and `A` (any).
 */
export const INSTALLMENT_INTEREST_TYPE = 'M';

/** One term the buyer may choose: its months and what each month costs (minor units). */
export type InstallmentPlan = {
  readonly months: number;
  /** Month by month; they add up to the total exactly, earlier months carry the odd satang. */
  readonly monthlyAmounts: readonly number[];
  /** The largest and smallest month (equal unless the total does not divide evenly). */
  readonly highestMonthly: number;
  readonly lowestMonthly: number;
};

export type InstallmentRefusal = 'not_thb' | 'below_minimum_total' | 'term_not_offered';

/**
 * Splits `total` minor units over `months` (largest remainder): every month gets the same
 * whole satang and the leftover satang go one each to the first months, so the sum is the total.
 */
export const monthlyAmounts = (total: number, months: number): number[] => {
  if (!Number.isSafeInteger(months) || months < 1)
    throw new RangeError(`monthlyAmounts: months must be a positive integer, got ${String(months)}`);
  return splitProportionally(
    total,
    Array.from({ length: months }, () => 1),
  );
};

const planOf = (total: number, months: number): InstallmentPlan => {
  const amounts = monthlyAmounts(total, months);
  return {
    months,
    monthlyAmounts: amounts,
    highestMonthly: Math.max(...amounts),
    lowestMonthly: Math.min(...amounts),
  };
};

/**
 * The terms an order of `total` may be paid in: THB only (Thai banks' installment plans), a total
 * of at least INSTALLMENT_MINIMUM_TOTAL, and only terms whose every month reaches
 * INSTALLMENT_MINIMUM_MONTHLY. Shortest term first.
 */
export const installmentPlans = (total: number, currency: Currency): InstallmentPlan[] => {
  if (currency !== 'THB' || total < INSTALLMENT_MINIMUM_TOTAL) return [];
  return INSTALLMENT_TERMS.map((months) => planOf(total, months)).filter(
    (plan) => plan.lowestMonthly >= INSTALLMENT_MINIMUM_MONTHLY,
  );
};

/** The plan for the term a buyer chose, or why that term cannot be had for this order. */
export const chooseInstallmentPlan = (
  total: number,
  currency: Currency,
  months: number,
): { ok: true; value: InstallmentPlan } | { ok: false; code: InstallmentRefusal } => {
  if (currency !== 'THB') return { ok: false, code: 'not_thb' };
  if (total < INSTALLMENT_MINIMUM_TOTAL) return { ok: false, code: 'below_minimum_total' };
  const plan = installmentPlans(total, currency).find((candidate) => candidate.months === months);
  return plan ? { ok: true, value: plan } : { ok: false, code: 'term_not_offered' };
};

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  chooseInstallmentPlan,
  INSTALLMENT_MINIMUM_MONTHLY,
  INSTALLMENT_MINIMUM_TOTAL,
  INSTALLMENT_TERMS,
  installmentPlans,
  monthlyAmounts,
} from './installments';

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

describe('monthlyAmounts', () => {
  it.each([
    { total: 266_430, months: 6, expected: [44_405, 44_405, 44_405, 44_405, 44_405, 44_405] },
    { total: 266_430, months: 4, expected: [66_608, 66_608, 66_607, 66_607] },
    { total: 100_000, months: 3, expected: [33_334, 33_333, 33_333] },
    { total: 1_000_001, months: 10, expected: [100_001, ...Array.from({ length: 9 }, () => 100_000)] },
  ])('splits $total satang over $months months as $expected', ({ total, months, expected }) => {
    expect(monthlyAmounts(total, months)).toEqual(expected);
  });

  it('always adds up to the total, with months at most one satang apart', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000_000 }),
        fc.integer({ min: 1, max: 36 }),
        (total, months) => {
          const amounts = monthlyAmounts(total, months);
          expect(amounts).toHaveLength(months);
          expect(sum(amounts)).toBe(total);
          expect(Math.max(...amounts) - Math.min(...amounts)).toBeLessThanOrEqual(1);
        },
      ),
    );
  });

  it('refuses a term of no months', () => {
    expect(() => monthlyAmounts(100_000, 0)).toThrow(RangeError);
  });
});

describe('installmentPlans', () => {
  it('offers the demo course (2,664.30 THB) in 3, 4 and 6 months, not 10 (266.43 THB a month)', () => {
    const plans = installmentPlans(266_430, 'THB');

    expect(plans.map((plan) => plan.months)).toEqual([3, 4, 6]);
    expect(plans.find((plan) => plan.months === 6)).toMatchObject({
      highestMonthly: 44_405,
      lowestMonthly: 44_405,
    });
    expect(plans.find((plan) => plan.months === 4)).toMatchObject({
      highestMonthly: 66_608,
      lowestMonthly: 66_607,
    });
  });

  it('offers every term once each month reaches the minimum', () => {
    expect(installmentPlans(10 * INSTALLMENT_MINIMUM_MONTHLY, 'THB').map((plan) => plan.months)).toEqual([
      ...INSTALLMENT_TERMS,
    ]);
    expect(installmentPlans(10 * INSTALLMENT_MINIMUM_MONTHLY - 1, 'THB').map((plan) => plan.months)).toEqual([
      3, 4, 6,
    ]);
  });

  it('offers nothing under the minimum total, and nothing in US dollars', () => {
    expect(installmentPlans(INSTALLMENT_MINIMUM_TOTAL - 1, 'THB')).toEqual([]);
    expect(installmentPlans(INSTALLMENT_MINIMUM_TOTAL, 'THB').map((plan) => plan.months)).toEqual([3, 4, 6]);
    expect(installmentPlans(5_000_000, 'USD')).toEqual([]);
  });

  it('never offers a month under the minimum, and every plan adds up to the total', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 50_000_000 }), (total) => {
        for (const plan of installmentPlans(total, 'THB')) {
          expect(plan.lowestMonthly).toBeGreaterThanOrEqual(INSTALLMENT_MINIMUM_MONTHLY);
          expect(sum(plan.monthlyAmounts)).toBe(total);
        }
      }),
    );
  });
});

describe('chooseInstallmentPlan', () => {
  it.each([
    { total: 266_430, currency: 'THB' as const, months: 6, result: { ok: true } },
    { total: 266_430, currency: 'THB' as const, months: 10, result: { ok: false, code: 'term_not_offered' } },
    { total: 266_430, currency: 'THB' as const, months: 5, result: { ok: false, code: 'term_not_offered' } },
    {
      total: 199_999,
      currency: 'THB' as const,
      months: 3,
      result: { ok: false, code: 'below_minimum_total' },
    },
    { total: 266_430, currency: 'USD' as const, months: 3, result: { ok: false, code: 'not_thb' } },
  ])('answers $result for $months months of $total $currency', ({ total, currency, months, result }) => {
    expect(chooseInstallmentPlan(total, currency, months)).toMatchObject(result);
  });

  it('gives the chosen plan with its monthly amounts', () => {
    const chosen = chooseInstallmentPlan(266_430, 'THB', 3);

    expect(chosen).toEqual({
      ok: true,
      value: {
        months: 3,
        monthlyAmounts: [88_810, 88_810, 88_810],
        highestMonthly: 88_810,
        lowestMonthly: 88_810,
      },
    });
  });
});

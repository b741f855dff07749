import { describe, expect, it } from 'vitest';
import { planLabel } from './plan-label';
import { makePlan } from './pricing-test-factories';

describe('planLabel', () => {
  it('shows the plan name when the plan has one', () => {
    expect(planLabel(makePlan({ name: ' Early bird ' }), 'THB', 'en')).toBe('Early bird');
  });

  it('keeps a Thai name the shop wrote as it is on an English page', () => {
    const plan = makePlan({ planType: 'One-Time Payment', name: 'เรียนได้ตลอดชีพ', price: 399_000 });
    expect(planLabel(plan, 'THB', 'en')).toBe('เรียนได้ตลอดชีพ');
  });

  it.each([
    { name: 'ชำระครั้งเดียว', locale: 'en', expected: 'One-Time Payment 990 THB' },
    { name: ' one-time payment ', locale: 'th', expected: 'ชำระครั้งเดียว 990 บาท' },
    { name: 'One-Time Payment', locale: 'en', expected: 'One-Time Payment 990 THB' },
  ] as const)(
    'reads a name that only repeats the plan type ("$name") in the reader\'s language',
    ({ name, locale, expected }) => {
      const plan = makePlan({
        planType: 'One-Time Payment',
        term: null,
        termUnit: null,
        name,
        price: 99_000,
      });
      expect(planLabel(plan, 'THB', locale)).toBe(expected);
    },
  );

  it("keeps a name that is another plan type's name, since the shop chose it", () => {
    expect(planLabel(makePlan({ planType: 'Period', name: 'ฟรี' }), 'THB', 'en')).toBe('ฟรี');
  });

  it.each([
    {
      plan: makePlan({ price: 199_000 }),
      currency: 'THB',
      locale: 'en',
      expected: 'Period 1 Year(s) 1,990 THB',
    },
    {
      plan: makePlan({ price: 199_000 }),
      currency: 'THB',
      locale: 'th',
      expected: 'ตามระยะเวลา 1 ปี 1,990 บาท',
    },
    {
      plan: makePlan({ name: '   ', priceUsd: 5_950 }),
      currency: 'USD',
      locale: 'en',
      expected: 'Period 1 Year(s) 59.50 USD',
    },
    {
      plan: makePlan({ planType: 'Actual', term: 10, termUnit: 'Hour(s)', price: 1_250_050 }),
      currency: 'THB',
      locale: 'th',
      expected: 'ตามเวลาเรียนจริง 10 ชั่วโมง 12,500.50 บาท',
    },
    {
      plan: makePlan({ planType: 'Period', term: 6, termUnit: 'Month(s)', priceUsd: 12_000 }),
      currency: 'USD',
      locale: 'th',
      expected: 'ตามระยะเวลา 6 เดือน 120 ดอลลาร์สหรัฐ',
    },
    {
      plan: makePlan({ planType: 'One-Time Payment', term: null, termUnit: null, price: 99_000 }),
      currency: 'THB',
      locale: 'en',
      expected: 'One-Time Payment 990 THB',
    },
    {
      plan: makePlan({ planType: 'Period', term: 30, termUnit: null }),
      currency: 'THB',
      locale: 'en',
      expected: 'Period 1,000 THB',
    },
    {
      plan: makePlan({ planType: 'Free', term: 30, termUnit: 'Day(s)', price: 0 }),
      currency: 'THB',
      locale: 'en',
      expected: 'Free 30 Day(s)',
    },
    {
      plan: makePlan({ planType: 'Free', term: null, termUnit: null, price: 0 }),
      currency: 'THB',
      locale: 'th',
      expected: 'ฟรี',
    },
    {
      plan: makePlan({ priceUsd: null }),
      currency: 'USD',
      locale: 'en',
      expected: 'Period 1 Year(s)',
    },
  ] as const)('labels a nameless plan as "$expected"', ({ plan, currency, locale, expected }) => {
    expect(planLabel(plan, currency, locale)).toBe(expected);
  });

  it("uses the shop's own word for a term unit when it gives one", () => {
    const plan = makePlan({ term: 2, termUnit: 'Year(s)' });
    expect(planLabel(plan, 'THB', 'en', { 'Year(s)': 'years' })).toBe('Period 2 years 1,000 THB');
    expect(planLabel(plan, 'THB', 'en', { 'Month(s)': 'months' })).toBe('Period 2 Year(s) 1,000 THB');
  });
});

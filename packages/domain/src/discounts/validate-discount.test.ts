import { describe, expect, it } from 'vitest';
import { validateDiscount, type DiscountDraft } from './validate-discount';

const coupon = (overrides: Partial<DiscountDraft> = {}): DiscountDraft => ({
  kind: 'coupon',
  scope: 'P1',
  discountType: 'percent',
  discountPercent: 10,
  discountAmount: null,
  discountAmountUsd: null,
  numberOfCourse: null,
  courseIds: [],
  startsAt: null,
  endsAt: null,
  usageLimit: null,
  usageLimitPerUser: null,
  ...overrides,
});
const promotion = (overrides: Partial<DiscountDraft> = {}) =>
  coupon({ kind: 'promotion', courseIds: [1, 2], ...overrides });
const amount = { discountType: 'amount', discountPercent: null, discountAmount: 50_000 } as const;
const fieldsOf = (draft: DiscountDraft) => validateDiscount(draft).map((issue) => issue.field);

describe('validateDiscount', () => {
  it.each<{ name: string; draft: DiscountDraft }>([
    { name: 'a 10% coupon for every course', draft: coupon() },
    { name: 'a 100% coupon', draft: coupon({ discountPercent: 100 }) },
    { name: 'a 500 THB coupon without a USD amount', draft: coupon(amount) },
    { name: 'a 500 THB / 15 USD coupon', draft: coupon({ ...amount, discountAmountUsd: 1_500 }) },
    {
      name: 'a P2 coupon for 2 of 3 courses',
      draft: coupon({ scope: 'P2', numberOfCourse: 2, courseIds: [1, 2, 3] }),
    },
    { name: 'a P2 coupon for any 2 courses', draft: coupon({ scope: 'P2', numberOfCourse: 2 }) },
    {
      name: 'a coupon of 100 uses, 1 per buyer, for a week',
      draft: coupon({
        usageLimit: 100,
        usageLimitPerUser: 1,
        startsAt: new Date('2026-01-01T00:00:00Z'),
        endsAt: new Date('2026-01-08T00:00:00Z'),
      }),
    },
    { name: 'a coupon of 1 use per buyer and no total', draft: coupon({ usageLimitPerUser: 1 }) },
    { name: 'a P1 promotion of two courses', draft: promotion() },
    { name: 'a P2 amount promotion', draft: promotion({ ...amount, scope: 'P2', numberOfCourse: 2 }) },
  ])('accepts $name', ({ draft }) => {
    expect(fieldsOf(draft)).toEqual([]);
  });

  it.each<{ name: string; draft: DiscountDraft; fields: string[] }>([
    { name: 'a 0% coupon', draft: coupon({ discountPercent: 0 }), fields: ['discount_percent'] },
    { name: 'a 101% coupon', draft: coupon({ discountPercent: 101 }), fields: ['discount_percent'] },
    {
      name: 'a percent coupon without a percent',
      draft: coupon({ discountPercent: null }),
      fields: ['discount_percent'],
    },
    {
      name: 'a percent coupon with a USD amount',
      draft: coupon({ discountAmountUsd: 100 }),
      fields: ['discount_amount'],
    },
    {
      name: 'an amount coupon of 0',
      draft: coupon({ ...amount, discountAmount: 0 }),
      fields: ['discount_amount'],
    },
    {
      name: 'an amount coupon without an amount',
      draft: coupon({ ...amount, discountAmount: null }),
      fields: ['discount_amount'],
    },
    {
      name: 'an amount coupon of 0 USD',
      draft: coupon({ ...amount, discountAmountUsd: 0 }),
      fields: ['discount_amount_usd'],
    },
    {
      name: 'an amount coupon with a percent',
      draft: coupon({ ...amount, discountPercent: 5 }),
      fields: ['discount_percent'],
    },
    { name: 'a P2 coupon without a number', draft: coupon({ scope: 'P2' }), fields: ['number_of_course'] },
    {
      name: 'a P2 coupon of 0 courses',
      draft: coupon({ scope: 'P2', numberOfCourse: 0 }),
      fields: ['number_of_course'],
    },
    {
      name: 'a P2 coupon asking for more courses than it lists',
      draft: coupon({ scope: 'P2', numberOfCourse: 3, courseIds: [1, 2] }),
      fields: ['number_of_course'],
    },
    { name: 'a P1 coupon with a number', draft: coupon({ numberOfCourse: 2 }), fields: ['number_of_course'] },
    { name: 'a coupon naming a course twice', draft: coupon({ courseIds: [4, 4] }), fields: ['course_ids'] },
    {
      name: 'a coupon ending before it starts',
      draft: coupon({ startsAt: new Date('2026-02-01T00:00:00Z'), endsAt: new Date('2026-01-01T00:00:00Z') }),
      fields: ['ends_at'],
    },
    { name: 'a coupon of 0 uses', draft: coupon({ usageLimit: 0 }), fields: ['usage_limit'] },
    {
      name: 'a coupon of 0 uses per buyer',
      draft: coupon({ usageLimitPerUser: 0 }),
      fields: ['usage_limit_per_user'],
    },
    {
      name: 'more uses per buyer than in all',
      draft: coupon({ usageLimit: 2, usageLimitPerUser: 3 }),
      fields: ['usage_limit_per_user'],
    },
    { name: 'a promotion without courses', draft: promotion({ courseIds: [] }), fields: ['course_ids'] },
    { name: 'a promotion with a usage limit', draft: promotion({ usageLimit: 5 }), fields: ['usage_limit'] },
    {
      name: 'a promotion with a limit per buyer',
      draft: promotion({ usageLimitPerUser: 1 }),
      fields: ['usage_limit'],
    },
  ])('refuses $name', ({ draft, fields }) => {
    expect(fieldsOf(draft)).toEqual(fields);
  });
});

import { describe, expect, it } from 'vitest';
import type { PricingPlan } from '../catalog/pricing-plan';
import { makePlan } from './pricing-test-factories';
import { validatePricingPlan } from './validate-pricing-plan';

const COURSE = 1;
const fieldsOf = (overrides: Partial<PricingPlan>) =>
  validatePricingPlan(makePlan(overrides), COURSE).map((issue) => issue.field);

describe('validatePricingPlan', () => {
  it.each<{ name: string; plan: Partial<PricingPlan> }>([
    { name: 'a Period plan of 1 year', plan: {} },
    { name: 'an unlimited Period plan', plan: { term: -1 } },
    {
      name: 'an Actual plan of 10 learning hours',
      plan: { planType: 'Actual', term: 10, termUnit: 'Hour(s)' },
    },
    {
      name: 'an Actual plan with a 3-month date limit',
      plan: { planType: 'Actual', term: 10, termUnit: 'Hour(s)', term2: 3, termUnit2: 'Month(s)' },
    },
    { name: 'a One-Time Payment plan', plan: { planType: 'One-Time Payment', term: null, termUnit: null } },
    {
      name: 'a Free plan waiting for approval',
      plan: { planType: 'Free', term: null, termUnit: null, price: 0, priceUsd: null, needApproval: true },
    },
    {
      name: 'a Free plan with a USD price of 0',
      plan: { planType: 'Free', term: null, termUnit: null, price: 0, priceUsd: 0 },
    },
    {
      name: 'a student-free plan naming two other courses',
      plan: { freeFor: 'Student', freeCourseIds: [2, 3], buyCourseFree: true },
    },
    { name: 'a hidden plan that is not the default', plan: { statusShow: 0, isDefault: false } },
  ])('accepts $name', ({ plan }) => {
    expect(fieldsOf(plan)).toEqual([]);
  });

  it.each<{ name: string; plan: Partial<PricingPlan>; fields: string[] }>([
    { name: 'a Period plan without a term', plan: { term: null }, fields: ['term'] },
    { name: 'a Period plan of 0', plan: { term: 0 }, fields: ['term'] },
    { name: 'a Period plan without a unit', plan: { termUnit: null }, fields: ['term_unit'] },
    { name: 'a Period plan with a second term', plan: { term2: 1, termUnit2: 'Day(s)' }, fields: ['term_2'] },
    { name: 'a Period plan with only a second unit', plan: { termUnit2: 'Day(s)' }, fields: ['term_2'] },
    {
      name: 'an Actual plan without learning hours',
      plan: { planType: 'Actual', term: null, termUnit: null },
      fields: ['term', 'term_unit'],
    },
    {
      name: 'an Actual plan with a date limit and no unit',
      plan: { planType: 'Actual', term: 10, termUnit: 'Hour(s)', term2: 3 },
      fields: ['term_2'],
    },
    {
      name: 'an Actual plan with a date limit of 0',
      plan: { planType: 'Actual', term: 10, termUnit: 'Hour(s)', term2: 0, termUnit2: 'Day(s)' },
      fields: ['term_2'],
    },
    {
      name: 'a One-Time Payment plan with a term',
      plan: { planType: 'One-Time Payment' },
      fields: ['term', 'term_unit'],
    },
    {
      name: 'a Free plan with a price',
      plan: { planType: 'Free', term: null, termUnit: null, price: 100, priceUsd: 5 },
      fields: ['price', 'price_usd'],
    },
    { name: 'a paid plan at 0', plan: { price: 0 }, fields: ['price'] },
    { name: 'a paid plan without a THB price', plan: { price: null }, fields: ['price'] },
    {
      name: 'a student-free plan naming no course',
      plan: { freeFor: 'Student' },
      fields: ['free_course_ids'],
    },
    {
      name: 'a student-free plan naming its own course',
      plan: { freeFor: 'Student', freeCourseIds: [2, COURSE] },
      fields: ['free_course_ids'],
    },
    {
      name: 'a student-free plan naming a course twice',
      plan: { freeFor: 'Student', freeCourseIds: [2, 2] },
      fields: ['free_course_ids'],
    },
    {
      name: 'free courses on a plan that is not student-free',
      plan: { freeCourseIds: [2], buyCourseFree: true },
      fields: ['free_course_ids', 'buy_course_free'],
    },
    { name: 'a paid plan waiting for approval', plan: { needApproval: true }, fields: ['need_approval'] },
    { name: 'a hidden default plan', plan: { statusShow: 0, isDefault: true }, fields: ['is_default'] },
  ])('refuses $name', ({ plan, fields }) => {
    expect(fieldsOf(plan)).toEqual(fields);
  });

  it('explains each refusal in words', () => {
    expect(validatePricingPlan(makePlan({ term: null }), COURSE)).toEqual([
      { field: 'term', message: 'must be 1 or more, or -1 for unlimited' },
    ]);
  });
});

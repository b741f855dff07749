import { describe, expect, it } from 'vitest';
import { ErrorCode } from '../errors/error-codes';
import { pickerPlans, visiblePlans, type PlanViewer } from './plan-visibility';
import type { PricingPlan } from './pricing-plan';

const plan = (overrides: Partial<PricingPlan>): PricingPlan => ({
  id: 1,
  courseId: 10,
  referenceCode: 'COURSE',
  referenceId: 10,
  name: 'Standard',
  planType: 'Period',
  term: 1,
  termUnit: 'Year(s)',
  term2: null,
  termUnit2: null,
  price: 199_000,
  priceUsd: 5_900,
  statusShow: 1,
  isDefault: true,
  pricingType: 'default',
  freeFor: null,
  freeCourseIds: [],
  buyCourseFree: false,
  needApproval: false,
  isForMember: false,
  ...overrides,
});

const visitor: PlanViewer = { isLoggedIn: false, ownedCourseIds: [] };
const student: PlanViewer = { isLoggedIn: true, ownedCourseIds: [1, 2, 3] };
const freeForOwners = plan({ id: 7, freeFor: 'Student', freeCourseIds: [1, 2], price: 0 });

const ids = (result: ReturnType<typeof visiblePlans>): number[] =>
  result.ok ? result.value.map((p) => p.id) : [];

describe('visiblePlans', () => {
  it('lists shown plans of the requested pricing type only', () => {
    const plans = [
      plan({ id: 1 }),
      plan({ id: 2, statusShow: 0 }),
      plan({ id: 3, pricingType: 'renew' }),
      plan({ id: 4, pricingType: 'others' }),
    ];
    expect(ids(visiblePlans(plans, visitor, 'default'))).toEqual([1]);
    expect(ids(visiblePlans(plans, visitor, 'others'))).toEqual([4]);
  });

  it('lists renewal plans beside the default ones only to a viewer who may renew', () => {
    const plans = [plan({ id: 1 }), plan({ id: 3, pricingType: 'renew' })];
    const renewing = { isLoggedIn: true, ownedCourseIds: [], canRenew: true };
    expect(ids(visiblePlans(plans, renewing, 'default'))).toEqual([1, 3]);
    expect(ids(visiblePlans(plans, renewing, 'renew'))).toEqual([3]);
    expect(ids(visiblePlans(plans, student, 'default'))).toEqual([1]);
    expect(visiblePlans(plans, student, 'renew').ok).toBe(false);
  });

  it.each<[string, PlanViewer, boolean]>([
    ['a visitor', visitor, false],
    ['a student owning only some of the courses', { isLoggedIn: true, ownedCourseIds: [1] }, false],
    ['a student owning every listed course', student, true],
    ['a visitor who claims to own the courses', { isLoggedIn: false, ownedCourseIds: [1, 2] }, false],
  ])('shows a free-for-students plan to %s: %s', (_name, viewer, shown) => {
    expect(ids(visiblePlans([freeForOwners], viewer, 'default'))).toEqual(shown ? [7] : []);
  });

  it("answers 'no pricing plan for you' when nothing is visible", () => {
    expect(visiblePlans([freeForOwners, plan({ statusShow: 0 })], visitor, 'default')).toEqual({
      ok: false,
      code: ErrorCode.NO_PRICING_PLAN,
    });
  });
});

describe('pickerPlans', () => {
  it('lists default, shown plans with a price that belong to the course', () => {
    const plans = [
      plan({ id: 1 }),
      plan({ id: 2, pricingType: 'renew' }),
      plan({ id: 3, statusShow: 0 }),
      plan({ id: 4, price: null }),
      plan({ id: 5, courseId: 99, referenceCode: 'COURSE', referenceId: 10 }),
      plan({ id: 6, courseId: 99, referenceCode: 'BUNDLE', referenceId: 10 }),
      plan({ id: 7, courseId: 99, referenceId: 99 }),
      plan({ id: 8, price: 0 }),
    ];
    const result = pickerPlans(plans, 10, visitor);
    expect(result.ok && result.value.map((entry) => entry.plan.id)).toEqual([1, 5, 8]);
  });

  it('shows a member-only plan to a visitor but disabled', () => {
    expect(pickerPlans([plan({ isForMember: true })], 10, visitor)).toMatchObject({
      ok: true,
      value: [{ disabled: true }],
    });
  });

  it('lets a signed-in student choose a member-only plan', () => {
    expect(pickerPlans([plan({ isForMember: true })], 10, student)).toMatchObject({
      ok: true,
      value: [{ disabled: false }],
    });
  });

  it('hides a free-for-students plan from a student who does not own every listed course', () => {
    expect(pickerPlans([freeForOwners], 10, { isLoggedIn: true, ownedCourseIds: [2] })).toEqual({
      ok: false,
      code: ErrorCode.NO_PRICING_PLAN,
    });
    expect(pickerPlans([freeForOwners], 10, student).ok).toBe(true);
  });

  it("answers 'no pricing plan for you' for a course without plans", () => {
    expect(pickerPlans([], 10, student)).toEqual({ ok: false, code: ErrorCode.NO_PRICING_PLAN });
  });
});

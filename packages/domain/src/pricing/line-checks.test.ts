import { describe, expect, it } from 'vitest';
import { COURSE_TYPES } from '../catalog/course-type';
import { ErrorCode } from '../errors/error-codes';
import { canBuyAgain, checkLines, isPlanForCourse, quantityAfterAdding, resolveLine } from './line-checks';
import { makeLine, makePlan } from './pricing-test-factories';

describe('isPlanForCourse', () => {
  it.each([
    { what: 'its course_id', plan: makePlan({ courseId: 5 }), expected: true },
    {
      what: 'reference COURSE with the course id',
      plan: makePlan({ courseId: 0, referenceId: 5 }),
      expected: true,
    },
    {
      what: 'another reference code',
      plan: makePlan({ courseId: 0, referenceCode: 'BUNDLE', referenceId: 5 }),
      expected: false,
    },
    { what: 'another course', plan: makePlan({ courseId: 6, referenceId: 6 }), expected: false },
  ])('ties a plan to course 5 by $what: $expected', ({ plan, expected }) => {
    expect(isPlanForCourse(plan, 5)).toBe(expected);
  });
});

describe('canBuyAgain', () => {
  const rebuyable = new Set(['Online', 'Flex', 'product']);
  it.each(COURSE_TYPES.map((courseType) => ({ courseType, expected: rebuyable.has(courseType) })))(
    'lets an owner buy $courseType again with a default plan: $expected',
    ({ courseType, expected }) => {
      expect(canBuyAgain(makeLine(1, 100_000, { courseType, alreadyOwned: true }))).toBe(expected);
    },
  );

  it('lets an owner of any course type renew with a renew plan', () => {
    const renew = makePlan({ courseId: 1, pricingType: 'renew' });
    expect(canBuyAgain(makeLine(1, 100_000, { courseType: 'In-class', plan: renew }))).toBe(true);
  });

  it('does not let an owner of an in-class course buy again without a plan', () => {
    expect(canBuyAgain(makeLine(1, 100_000, { courseType: 'In-class', plan: null }))).toBe(false);
  });
});

describe('resolveLine', () => {
  it('prices a course line at its plan price', () => {
    expect(resolveLine(makeLine(4, 199_000), 'THB')).toEqual({
      codes: [],
      resolved: { courseId: 4, planId: 40, quantity: 1, unitPrice: 199_000, amount: 199_000 },
    });
  });

  it('prices a product line at unit price times quantity', () => {
    const line = makeLine(4, 35_050, { courseType: 'product', quantity: 3 });
    expect(resolveLine(line, 'THB').resolved).toMatchObject({
      quantity: 3,
      unitPrice: 35_050,
      amount: 105_150,
    });
  });

  it('prices a USD order at the plan USD price', () => {
    expect(resolveLine(makeLine(4, 199_000, {}, 5_900), 'USD').resolved).toMatchObject({ amount: 5_900 });
  });

  it('prices a free plan at 0', () => {
    expect(resolveLine(makeLine(4, 0), 'THB')).toMatchObject({ codes: [], resolved: { amount: 0 } });
  });

  it.each([
    {
      what: 'a course bought twice in one line',
      line: makeLine(1, 100, { quantity: 2 }),
      codes: [ErrorCode.INPUT_ERROR],
    },
    {
      what: 'a quantity of 0',
      line: makeLine(1, 100, { courseType: 'product', quantity: 0 }),
      codes: [ErrorCode.INPUT_ERROR],
    },
    {
      what: 'a fractional quantity',
      line: makeLine(1, 100, { courseType: 'product', quantity: 1.5 }),
      codes: [ErrorCode.INPUT_ERROR],
    },
    {
      what: 'a line without plan (plan id -1)',
      line: makeLine(1, 100, { plan: null }),
      codes: [ErrorCode.NO_PRICING_PLAN],
    },
    {
      what: 'a plan of another course',
      line: makeLine(1, 100, { plan: makePlan({ courseId: 2, referenceId: 2 }) }),
      codes: [ErrorCode.NO_PRICING_PLAN],
    },
    { what: 'a plan without THB price', line: makeLine(1, null), codes: [ErrorCode.NO_PRICING_PLAN] },
    { what: 'a negative price', line: makeLine(1, -100), codes: [ErrorCode.NO_PRICING_PLAN] },
    { what: 'a fractional price', line: makeLine(1, 99.5), codes: [ErrorCode.NO_PRICING_PLAN] },
    {
      what: 'an owned in-class course',
      line: makeLine(1, 100, { courseType: 'In-class', alreadyOwned: true }),
      codes: [ErrorCode.ALREADY_OWNED],
    },
    {
      what: 'an owned live course without plan',
      line: makeLine(1, 100, { courseType: 'Live-Room', alreadyOwned: true, plan: null }),
      codes: [ErrorCode.NO_PRICING_PLAN, ErrorCode.ALREADY_OWNED],
    },
  ])('refuses $what', ({ line, codes }) => {
    expect(resolveLine(line, 'THB').codes).toEqual(codes);
  });

  it('refuses a USD order for a plan without USD price with priceUsdIsNull', () => {
    expect(resolveLine(makeLine(1, 100_000, {}, null), 'USD')).toEqual({
      codes: [ErrorCode.PRICE_USD_IS_NULL],
      resolved: null,
    });
  });

  it('refuses a negative USD price as no pricing plan', () => {
    expect(resolveLine(makeLine(1, 100_000, {}, -1), 'USD').codes).toEqual([ErrorCode.NO_PRICING_PLAN]);
  });
});

describe('checkLines', () => {
  it('refuses a course that is in the order twice and names it', () => {
    const { refusals, resolved } = checkLines([makeLine(1), makeLine(2), makeLine(1), makeLine(1)], 'THB');
    expect(refusals).toEqual([
      { code: ErrorCode.DUPLICATE_COURSE, courseId: 1 },
      { code: ErrorCode.DUPLICATE_COURSE, courseId: 1 },
    ]);
    expect(resolved).toHaveLength(4);
  });

  it('names the course of each line refusal and prices only the lines it can', () => {
    const { refusals, resolved } = checkLines([makeLine(1, null), makeLine(2, 5_000)], 'THB');
    expect(refusals).toEqual([{ code: ErrorCode.NO_PRICING_PLAN, courseId: 1 }]);
    expect(resolved.map(({ courseId }) => courseId)).toEqual([2]);
  });
});

describe('quantityAfterAdding', () => {
  it('adds a product to what the cart already holds', () => {
    expect(quantityAfterAdding({ courseType: 'product', held: 2 }, 1)).toBe(3);
  });

  it('keeps a course at what is added, whatever the cart held', () => {
    expect(quantityAfterAdding({ courseType: 'Online', held: 1 }, 1)).toBe(1);
  });
});

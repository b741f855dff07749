import { describe, expect, it } from 'vitest';
import { accessLeft, strongestAccess } from './access-left';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe('the access left as a reader is told it', () => {
  it.each([
    ['Period', -1, { kind: 'unlimited' }],
    ['One-Time Payment', -1, { kind: 'unlimited' }],
    ['Period', 0, { kind: 'ended' }],
    ['Actual', 0, { kind: 'ended' }],
    ['Period', 30 * DAY + 5 * HOUR, { kind: 'days', days: 30 }],
    ['Period', DAY, { kind: 'days', days: 1 }],
    ['Period', 365 * DAY - 60_000, { kind: 'days', days: 365 }],
    ['Period', 5 * HOUR + 60_000, { kind: 'time', hours: 5, minutes: 1, isLearningTime: false }],
    ['Actual', 50 * HOUR + 30 * 60_000, { kind: 'time', hours: 50, minutes: 30, isLearningTime: true }],
    ['Actual', 1_000, { kind: 'time', hours: 0, minutes: 1, isLearningTime: true }],
  ])('tells a %s plan with %i ms left as %o', (planType, remainingMs, expected) => {
    expect(accessLeft({ planType, remainingMs })).toEqual(expected);
  });

  it('goes by the enrolment that gives the most time, unlimited first', () => {
    const period = { planType: 'Period', remainingMs: 10 * DAY };
    const budget = { planType: 'Actual', remainingMs: 2 * HOUR };
    const forever = { planType: 'One-Time Payment', remainingMs: -1 };
    expect(strongestAccess([budget, period])).toBe(period);
    expect(strongestAccess([forever, period])).toBe(forever);
    expect(strongestAccess([period, forever, budget])).toBe(forever);
    expect(strongestAccess([])).toBeNull();
  });
});

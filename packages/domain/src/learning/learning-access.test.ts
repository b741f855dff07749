import { describe, expect, it } from 'vitest';
import type { CountdownRecord } from '../access/countdown';
import { enrolmentToCharge, learningAccess, type EnrolmentAccess } from './learning-access';

const now = new Date('2026-11-23T00:00:00Z');
const record = (overrides: Partial<CountdownRecord>): CountdownRecord => ({
  orderId: 1,
  planType: 'One-Time Payment',
  courseDays: null,
  startDateTime: new Date('2026-11-01T00:00:00Z'),
  term: null,
  termUnit: null,
  term2: null,
  termUnit2: null,
  isTermUnit2: false,
  countDownTime: null,
  progressTime: 0,
  finishDateTime: null,
  readLecture: null,
  ...overrides,
});
const enrolment = (
  id: number,
  overrides: Partial<CountdownRecord>,
  status: 'active' | 'revoked' = 'active',
): EnrolmentAccess => ({
  id,
  status,
  record: record(overrides),
});
const hourBudget = { planType: 'Actual' as const, countDownTime: 3_600_000 };

describe('whether a student may learn a course', () => {
  it('needs an active enrolment', () => {
    expect(learningAccess([], now)).toEqual({ canLearn: false, reason: 'not_enrolled' });
    expect(learningAccess([enrolment(1, {}, 'revoked')], now)).toEqual({
      canLearn: false,
      reason: 'not_enrolled',
    });
  });

  it('gives unlimited time for a one-time plan, whatever else there is', () => {
    expect(learningAccess([enrolment(1, hourBudget), enrolment(2, {})], now)).toEqual({
      canLearn: true,
      remainingMs: -1,
    });
  });

  it('stops an Actual plan when its hour of learning is spent', () => {
    expect(learningAccess([enrolment(1, { ...hourBudget, progressTime: 3_599_000 })], now)).toEqual({
      canLearn: true,
      remainingMs: 1_000,
    });
    expect(learningAccess([enrolment(1, { ...hourBudget, progressTime: 3_600_000 })], now)).toEqual({
      canLearn: false,
      reason: 'expired',
    });
  });

  it('stops a period that is over, and keeps the most time any enrolment gives', () => {
    const over = { planType: 'Period' as const, finishDateTime: new Date('2026-11-22T00:00:00Z') };
    const open = { planType: 'Period' as const, finishDateTime: new Date('2026-11-24T00:00:00Z') };
    expect(learningAccess([enrolment(1, over)], now)).toEqual({ canLearn: false, reason: 'expired' });
    expect(learningAccess([enrolment(1, over), enrolment(2, open)], now)).toEqual({
      canLearn: true,
      remainingMs: 86_400_000,
    });
  });
});

describe('which enrolment pays for learning time', () => {
  it('is none while a plan without a budget opens the course', () => {
    expect(
      enrolmentToCharge(
        [enrolment(1, hourBudget), enrolment(2, { planType: 'Period', courseDays: -1 })],
        now,
      ),
    ).toBeNull();
  });

  it('is the oldest Actual enrolment with time left', () => {
    const spent = { ...hourBudget, progressTime: 3_600_000 };
    expect(
      enrolmentToCharge([enrolment(5, hourBudget), enrolment(3, spent), enrolment(4, hourBudget)], now),
    ).toBe(4);
    expect(enrolmentToCharge([enrolment(3, spent)], now)).toBeNull();
    expect(enrolmentToCharge([enrolment(2, hourBudget, 'revoked')], now)).toBeNull();
  });
});

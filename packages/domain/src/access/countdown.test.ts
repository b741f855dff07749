import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PLAN_TYPES, TERM_UNITS } from '../catalog/pricing-plan';
import {
  COUNTDOWN_MS_PER_UNIT,
  COURSE_DAYS_PER_UNIT,
  calendarTermMs,
  countdown,
  learningTermMs,
  UNLIMITED,
  type CountdownRecord,
} from './countdown';

const HOUR = 3_600_000;
const DAY = 86_400_000;
const start = new Date('2025-01-01T00:00:00Z');
const at = (ms: number): Date => new Date(start.getTime() + ms);

const record = (overrides: Partial<CountdownRecord>): CountdownRecord => ({
  orderId: 1,
  planType: 'Period',
  courseDays: null,
  startDateTime: start,
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

describe('countdown constants', () => {
  it('counts a course month as 30 days and a course year as 365 days', () => {
    expect(COURSE_DAYS_PER_UNIT).toEqual({ 'Day(s)': 1, 'Month(s)': 30, 'Year(s)': 365 });
  });

  it('counts learning time with a 30-day month and a 360-day year', () => {
    expect(COUNTDOWN_MS_PER_UNIT).toEqual({
      'Hour(s)': 3.6e6,
      'Day(s)': 8.64e7,
      'Month(s)': 2.592e9,
      'Year(s)': 3.1104e10,
    });
  });

  it.each([
    [2, 'Hour(s)', 2 * HOUR],
    [3, 'Day(s)', 3 * DAY],
    [1, 'Month(s)', 30 * DAY],
    [1, 'Year(s)', 365 * DAY],
    [-1, 'Day(s)', null],
    [null, 'Day(s)', null],
    [5, null, null],
  ] as const)('gives a calendar term of %s %s as %s ms', (term, unit, expected) => {
    expect(calendarTermMs(term, unit)).toBe(expected);
  });

  it.each([
    [1, 'Year(s)', 3.1104e10],
    [-1, 'Hour(s)', null],
    [null, 'Hour(s)', null],
    [4, null, null],
  ] as const)('gives a learning budget of %s %s as %s ms', (term, unit, expected) => {
    expect(learningTermMs(term, unit)).toBe(expected);
  });
});

describe('countdown', () => {
  it.each([
    ['a One-Time Payment plan', record({ planType: 'One-Time Payment' })],
    ['a Free plan', record({ planType: 'Free' })],
    ['a Period plan of -1 course days', record({ courseDays: -1 })],
    ['a Period plan of term -1', record({ term: -1, termUnit: 'Month(s)' })],
    ['a Period plan without any term', record({})],
    ['an Actual plan of term -1', record({ planType: 'Actual', term: -1, termUnit: 'Hour(s)' })],
    [
      'an Actual plan with a budget of -1',
      record({ planType: 'Actual', countDownTime: -1, term: 1, termUnit: 'Day(s)' }),
    ],
  ])('reports -1 (unlimited) for %s', (_name, input) => {
    expect(countdown(input, at(400 * DAY))).toBe(UNLIMITED);
  });

  it.each([
    ['30 course days, 10 days in', record({ courseDays: 30 }), at(10 * DAY), 20 * DAY],
    ['1 month term, 10 days in', record({ term: 1, termUnit: 'Month(s)' }), at(10 * DAY), 20 * DAY],
    ['1 year term on day 1', record({ term: 1, termUnit: 'Year(s)' }), start, 365 * DAY],
    ['2 day term, 1 hour in', record({ term: 2, termUnit: 'Day(s)' }), at(HOUR), 2 * DAY - HOUR],
    ['6 hour term, 1 hour in', record({ term: 6, termUnit: 'Hour(s)' }), at(HOUR), 5 * HOUR],
    ['courseDays beats the term', record({ courseDays: 1, term: 1, termUnit: 'Year(s)' }), start, DAY],
  ])('counts a Period plan down from its start (%s)', (_name, input, now, expected) => {
    expect(countdown(input, now)).toBe(expected);
  });

  it('uses a stored finish date over the computed one, so an extension shows', () => {
    const input = record({ courseDays: 1, finishDateTime: at(5 * DAY) });
    expect(countdown(input, at(DAY))).toBe(4 * DAY);
  });

  it('reports 0, never a negative time, once a Period plan is over', () => {
    expect(countdown(record({ courseDays: 1 }), at(3 * DAY))).toBe(0);
  });

  it('subtracts the learning time spent from an Actual budget', () => {
    const input = record({ planType: 'Actual', term: 10, termUnit: 'Hour(s)', progressTime: 3 * HOUR });
    expect(countdown(input, at(300 * DAY))).toBe(7 * HOUR);
  });

  it('prefers the stored budget of an Actual enrolment over its term', () => {
    const input = record({ planType: 'Actual', term: 10, termUnit: 'Hour(s)', countDownTime: HOUR });
    expect(countdown(input, start)).toBe(HOUR);
  });

  it('reports 0 when more learning time was spent than granted', () => {
    const input = record({ planType: 'Actual', term: 1, termUnit: 'Hour(s)', progressTime: 2 * HOUR });
    expect(countdown(input, start)).toBe(0);
  });

  it('ignores the second term of an Actual plan unless isTermUnit2 is set', () => {
    const input = record({ planType: 'Actual', term: 5, termUnit: 'Hour(s)', term2: 1, termUnit2: 'Day(s)' });
    expect(countdown(input, at(10 * DAY))).toBe(5 * HOUR);
  });

  it.each([
    ['the date limit is nearer', at(6 * DAY + 22 * HOUR), 2 * HOUR],
    ['the budget is nearer', at(DAY), 5 * HOUR],
    ['the date limit has passed', at(8 * DAY), 0],
  ])('takes the nearer of the budget and the date limit of an Actual plan (%s)', (_name, now, expected) => {
    const input = record({
      planType: 'Actual',
      term: 5,
      termUnit: 'Hour(s)',
      isTermUnit2: true,
      term2: 7,
      termUnit2: 'Day(s)',
    });
    expect(countdown(input, now)).toBe(expected);
  });

  it('reads the stored finish date as the date limit of an Actual plan', () => {
    const input = record({
      planType: 'Actual',
      term: -1,
      termUnit: 'Hour(s)',
      isTermUnit2: true,
      finishDateTime: at(DAY),
    });
    expect(countdown(input, start)).toBe(DAY);
  });

  it('is unlimited for an Actual plan with unlimited budget and an unlimited date limit', () => {
    const input = record({
      planType: 'Actual',
      term: -1,
      termUnit: 'Hour(s)',
      isTermUnit2: true,
      term2: -1,
      termUnit2: 'Day(s)',
    });
    expect(countdown(input, start)).toBe(UNLIMITED);
  });

  it('is never negative: it is -1 or at least 0 for any record and moment', () => {
    const unit = fc.option(fc.constantFrom(...TERM_UNITS), { nil: null });
    const term = fc.option(fc.integer({ min: -1, max: 1000 }), { nil: null });
    const when = fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true });
    fc.assert(
      fc.property(
        fc.record({
          orderId: fc.constant(1),
          planType: fc.constantFrom(...PLAN_TYPES),
          courseDays: term,
          startDateTime: when,
          term,
          termUnit: unit,
          term2: term,
          termUnit2: unit,
          isTermUnit2: fc.boolean(),
          countDownTime: fc.option(fc.integer({ min: -1, max: 1e12 }), { nil: null }),
          progressTime: fc.integer({ min: 0, max: 1e12 }),
          finishDateTime: fc.option(when, { nil: null }),
          readLecture: fc.constant(null),
        }),
        when,
        (input, now) => {
          const left = countdown(input, now);
          expect(left === UNLIMITED || left >= 0).toBe(true);
        },
      ),
    );
  });
});

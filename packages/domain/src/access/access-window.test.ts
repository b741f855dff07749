import { describe, expect, it } from 'vitest';
import { accessWindow, type AccessPlan } from './access-window';

const HOUR = 3_600_000;
const DAY = 86_400_000;
const start = new Date('2025-03-01T05:00:00Z');
const at = (ms: number): Date => new Date(start.getTime() + ms);

const plan = (overrides: Partial<AccessPlan>): AccessPlan => ({
  planType: 'Period',
  term: null,
  termUnit: null,
  term2: null,
  termUnit2: null,
  ...overrides,
});

describe('accessWindow', () => {
  it.each([
    [1, 'Day(s)', at(DAY)],
    [2, 'Month(s)', at(60 * DAY)],
    [1, 'Year(s)', at(365 * DAY)],
    [12, 'Hour(s)', at(12 * HOUR)],
  ] as const)('ends a Period plan of %s %s at start plus the term', (term, termUnit, expected) => {
    expect(accessWindow(plan({ term, termUnit }), start)).toEqual({
      startsAt: start,
      expiresAt: expected,
      learningBudgetMs: null,
    });
  });

  it('gives unlimited access for a Period plan of -1 days', () => {
    expect(accessWindow(plan({ term: -1, termUnit: 'Day(s)' }), start).expiresAt).toBeNull();
  });

  it.each([
    [3, 'Hour(s)', 3 * HOUR],
    [1, 'Day(s)', 8.64e7],
    [1, 'Month(s)', 2.592e9],
    [1, 'Year(s)', 3.1104e10],
  ] as const)(
    'grants an Actual plan of %s %s a learning budget of %s ms and no end date',
    (term, termUnit, ms) => {
      expect(accessWindow(plan({ planType: 'Actual', term, termUnit }), start)).toEqual({
        startsAt: start,
        expiresAt: null,
        learningBudgetMs: ms,
      });
    },
  );

  it('adds a date limit to an Actual plan whose second term is set', () => {
    const window = accessWindow(
      plan({ planType: 'Actual', term: 10, termUnit: 'Hour(s)', term2: 1, termUnit2: 'Month(s)' }),
      start,
    );
    expect(window).toEqual({ startsAt: start, expiresAt: at(30 * DAY), learningBudgetMs: 10 * HOUR });
  });

  it('gives an Actual plan of term -1 an unlimited budget', () => {
    expect(
      accessWindow(plan({ planType: 'Actual', term: -1, termUnit: 'Hour(s)' }), start).learningBudgetMs,
    ).toBeNull();
  });

  it.each(['One-Time Payment', 'Free'] as const)('gives unlimited access for a %s plan', (planType) => {
    expect(accessWindow(plan({ planType, term: 1, termUnit: 'Day(s)' }), start)).toEqual({
      startsAt: start,
      expiresAt: null,
      learningBudgetMs: null,
    });
  });

  it('does not share the start date object with the caller', () => {
    const given = new Date(start.getTime());
    const window = accessWindow(plan({ term: 1, termUnit: 'Day(s)' }), given);
    given.setTime(0);
    expect(window.startsAt).toEqual(start);
  });
});

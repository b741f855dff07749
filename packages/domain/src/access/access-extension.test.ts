import { describe, expect, it } from 'vitest';
import { extendAccess, type ExtendableEnrolment } from './access-extension';

const now = new Date('2026-04-10T05:00:00Z');
const HOUR = 3_600_000;

const enrolment = (overrides: Partial<ExtendableEnrolment>): ExtendableEnrolment => ({
  planType: 'Period',
  status: 'active',
  expiresAt: new Date('2026-05-01T00:00:00Z'),
  learningBudgetMs: null,
  ...overrides,
});

describe('extendAccess', () => {
  it('moves the end of a period to a later day', () => {
    const newEnd = new Date('2026-06-01T00:00:00Z');

    expect(extendAccess(enrolment({}), { newEnd }, now)).toEqual({
      ok: true,
      value: { expiresAt: newEnd, learningBudgetMs: null },
    });
  });

  it('reopens an ended period with an end after now', () => {
    const ended = enrolment({ expiresAt: new Date('2026-03-01T00:00:00Z') });
    const newEnd = new Date('2026-04-20T00:00:00Z');

    expect(extendAccess(ended, { newEnd }, now)).toMatchObject({ ok: true, value: { expiresAt: newEnd } });
  });

  it.each([
    ['not later than the current end', enrolment({}), new Date('2026-04-30T00:00:00Z')],
    [
      'later than the old end but already past',
      enrolment({ expiresAt: new Date('2026-03-01T00:00:00Z') }),
      new Date('2026-04-01T00:00:00Z'),
    ],
  ])('refuses an end %s', (_case, current, newEnd) => {
    expect(extendAccess(current, { newEnd }, now)).toEqual({
      ok: false,
      code: 'ENROLMENT_NOT_EXTENDABLE',
      detail: { reason: 'end_not_later' },
    });
  });

  it('refuses to give an end date to access that has none (it would shorten it)', () => {
    const unlimited = enrolment({ planType: 'One-Time Payment', expiresAt: null });

    expect(extendAccess(unlimited, { newEnd: new Date('2027-01-01T00:00:00Z') }, now)).toMatchObject({
      ok: false,
      detail: { reason: 'no_end_date' },
    });
  });

  it('adds learning time to an Actual plan and moves its date limit in one change', () => {
    const actual = enrolment({ planType: 'Actual', learningBudgetMs: 10 * HOUR });
    const newEnd = new Date('2026-07-01T00:00:00Z');

    expect(extendAccess(actual, { newEnd, extraLearningMs: 5 * HOUR }, now)).toEqual({
      ok: true,
      value: { expiresAt: newEnd, learningBudgetMs: 15 * HOUR },
    });
  });

  it.each([
    ['a Period plan', enrolment({}), HOUR],
    ['an Actual plan without a learning budget', enrolment({ planType: 'Actual', expiresAt: null }), HOUR],
    ['no time at all', enrolment({ planType: 'Actual', learningBudgetMs: HOUR }), 0],
  ])('refuses learning time for %s', (_case, current, extraLearningMs) => {
    expect(extendAccess(current, { extraLearningMs }, now)).toMatchObject({
      ok: false,
      detail: { reason: 'no_learning_time' },
    });
  });

  it('refuses a change that changes nothing', () => {
    expect(extendAccess(enrolment({}), {}, now)).toMatchObject({
      ok: false,
      detail: { reason: 'nothing_to_change' },
    });
  });

  it('refuses to extend a revoked enrolment', () => {
    const revoked = enrolment({ status: 'revoked' });

    expect(extendAccess(revoked, { newEnd: new Date('2027-01-01T00:00:00Z') }, now)).toEqual({
      ok: false,
      code: 'ENROLMENT_REVOKED',
    });
  });
});

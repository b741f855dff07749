import { countdown, UNLIMITED, type CountdownRecord } from '../access/countdown';

/** What decides whether an enrolment still opens its course. */
export type EnrolmentAccess = {
  id: number;
  status: 'active' | 'revoked';
  record: CountdownRecord;
};

export type LearningAccess =
  { canLearn: true; remainingMs: number } | { canLearn: false; reason: 'not_enrolled' | 'expired' };

/**
 * Whether a student may learn a course now, from all their enrolments in it: any active one with
 * time left opens it (a period not over, a learning budget not spent). The time left is the
 * largest any of them gives: -1 when one is unlimited.
 */
export const learningAccess = (enrolments: readonly EnrolmentAccess[], now: Date): LearningAccess => {
  const active = enrolments.filter((enrolment) => enrolment.status === 'active');
  if (active.length === 0) return { canLearn: false, reason: 'not_enrolled' };
  const remaining = active.map((enrolment) => countdown(enrolment.record, now));
  if (remaining.includes(UNLIMITED)) return { canLearn: true, remainingMs: UNLIMITED };
  const most = Math.max(...remaining);
  return most > 0 ? { canLearn: true, remainingMs: most } : { canLearn: false, reason: 'expired' };
};

/**
 * Which enrolment a report's learning time is taken from: none while an enrolment without a
 * learning budget (a period, a one-time or free plan) still opens the course; otherwise the
 * oldest Actual enrolment that has time left.
 */
export const enrolmentToCharge = (enrolments: readonly EnrolmentAccess[], now: Date): number | null => {
  const open = enrolments.filter(
    (enrolment) => enrolment.status === 'active' && countdown(enrolment.record, now) !== 0,
  );
  if (open.some((enrolment) => enrolment.record.planType !== 'Actual')) return null;
  return [...open].sort((a, b) => a.id - b.id)[0]?.id ?? null;
};

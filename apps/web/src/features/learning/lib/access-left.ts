import { UNLIMITED } from '@shop/domain/access/countdown';

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

/** Access left as a reader is told it. */
export type AccessLeft =
  | { kind: 'unlimited' }
  | { kind: 'ended' }
  | { kind: 'days'; days: number }
  /** Hours and minutes; `isLearningTime` for an Actual plan's budget of learning time. */
  | { kind: 'time'; hours: number; minutes: number; isLearningTime: boolean };

/** An enrolment's access as the countdown endpoint and My courses answer it. */
export type AccessSource = { planType: string; remainingMs: number };

/**
 * The access the student has, from all their enrolments in a course: unlimited when one is,
 * otherwise the one with the most time left (as the server's learningAccess decides). Null when
 * there is no enrolment.
 */
export const strongestAccess = (sources: readonly AccessSource[]): AccessSource | null =>
  sources.reduce<AccessSource | null>((best, source) => {
    if (!best || best.remainingMs === UNLIMITED) return best ?? source;
    if (source.remainingMs === UNLIMITED || source.remainingMs > best.remainingMs) return source;
    return best;
  }, null);

/**
 * How to say the access left: -1 unlimited, 0 ended; an Actual plan's learning time in hours and
 * minutes; a period in days (the nearest whole day: a 365-day plan bought a minute ago has 365)
 * while a day or more is left, then in hours and minutes. Minutes round up, so a moment left never
 * reads as nothing left.
 */
export const accessLeft = ({ planType, remainingMs }: AccessSource): AccessLeft => {
  if (remainingMs === UNLIMITED || remainingMs < 0) return { kind: 'unlimited' };
  if (remainingMs === 0) return { kind: 'ended' };
  const isLearningTime = planType === 'Actual';
  if (!isLearningTime && remainingMs >= DAY_MS)
    return { kind: 'days', days: Math.round(remainingMs / DAY_MS) };
  const totalMinutes = Math.ceil(remainingMs / MINUTE_MS);
  return { kind: 'time', hours: Math.floor(totalMinutes / 60), minutes: totalMinutes % 60, isLearningTime };
};

import type { PlanType, TermUnit } from '../catalog/pricing-plan';

/** The value that means "never ends", in days, budgets and remaining times alike (spec 1 section 4). */
export const UNLIMITED = -1;

const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;

/** Calendar days per term unit for date-based access (spec 1 section 9: month 30, year 365). */
export const COURSE_DAYS_PER_UNIT: Readonly<Record<Exclude<TermUnit, 'Hour(s)'>, number>> = {
  'Day(s)': 1,
  'Month(s)': 30,
  'Year(s)': 365,
};

/** Milliseconds of learning time per term unit for Actual plans (spec 1 section 9; its year is 360 days). */
export const COUNTDOWN_MS_PER_UNIT: Readonly<Record<TermUnit, number>> = {
  'Hour(s)': HOUR_MS,
  'Day(s)': DAY_MS,
  'Month(s)': 2_592_000_000,
  'Year(s)': 31_104_000_000,
};

/** Length of a date-based term in ms (hours exactly, other units in course days); null = unlimited or unset. */
export const calendarTermMs = (term: number | null, unit: TermUnit | null): number | null => {
  if (term === null || unit === null || term === UNLIMITED) return null;
  return unit === 'Hour(s)' ? term * HOUR_MS : term * COURSE_DAYS_PER_UNIT[unit] * DAY_MS;
};

/** An Actual plan's learning-time budget in ms; null = unlimited or unset. */
export const learningTermMs = (term: number | null, unit: TermUnit | null): number | null =>
  term === null || unit === null || term === UNLIMITED ? null : term * COUNTDOWN_MS_PER_UNIT[unit];

/**
 * One enrolment's access as the countdown endpoint reports it (spec 1 section 3 "Countdown record").
 * Built by the server from an enrolment row and its plan.
 */
export type CountdownRecord = {
  orderId: number | null;
  planType: PlanType;
  /** Period: access length in days, -1 = unlimited; null = derive it from term and termUnit. */
  courseDays: number | null;
  startDateTime: Date;
  term: number | null;
  termUnit: TermUnit | null;
  term2: number | null;
  termUnit2: TermUnit | null;
  /** Actual: the plan also has a date limit (term2 and termUnit2). */
  isTermUnit2: boolean;
  /** Actual: the learning budget in ms, -1 = unlimited; null = derive it from term and termUnit. */
  countDownTime: number | null;
  /** Actual: learning time already spent, in ms. */
  progressTime: number;
  /** The moment access ends when it is already stored; it wins over a computed end. */
  finishDateTime: Date | null;
  /** The player's per-lecture read state as stored (JSON text); the countdown does not read it. */
  readLecture: string | null;
};

const endAfter = (start: Date, lengthMs: number | null): Date | null =>
  lengthMs === null ? null : new Date(start.getTime() + lengthMs);

const periodEnd = (record: CountdownRecord): Date | null => {
  if (record.finishDateTime) return record.finishDateTime;
  if (record.courseDays !== null)
    return endAfter(record.startDateTime, calendarTermMs(record.courseDays, 'Day(s)'));
  return endAfter(record.startDateTime, calendarTermMs(record.term, record.termUnit));
};

const actualDateEnd = (record: CountdownRecord): Date | null => {
  if (!record.isTermUnit2) return null;
  return (
    record.finishDateTime ?? endAfter(record.startDateTime, calendarTermMs(record.term2, record.termUnit2))
  );
};

const actualBudgetLeft = (record: CountdownRecord): number | null => {
  const budget = record.countDownTime ?? learningTermMs(record.term, record.termUnit);
  return budget === null || budget === UNLIMITED ? null : budget - record.progressTime;
};

/** The smallest of the known limits, or UNLIMITED when there is none; never below 0. */
const clampRemaining = (...limits: (number | null)[]): number => {
  const known = limits.filter((limit): limit is number => limit !== null);
  return known.length === 0 ? UNLIMITED : Math.max(0, Math.min(...known));
};

const untilEnd = (end: Date | null, now: Date): number | null => (end ? end.getTime() - now.getTime() : null);

/** Milliseconds of access left at `now`: -1 = unlimited, otherwise 0 or more (spec 1 section 4 countdown). */
export const countdown = (record: CountdownRecord, now: Date): number => {
  switch (record.planType) {
    case 'One-Time Payment':
    case 'Free':
      return UNLIMITED;
    case 'Period':
      return clampRemaining(untilEnd(periodEnd(record), now));
    case 'Actual':
      return clampRemaining(actualBudgetLeft(record), untilEnd(actualDateEnd(record), now));
  }
};

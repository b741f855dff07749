const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** A length of access, in the largest whole unit that reads well: days, hours, or minutes. */
export type AccessLength = { unit: 'days' | 'hours' | 'minutes'; count: number };

/**
 * How much access is left, for the enrolments table: -1 is unlimited, 0 ended; otherwise whole
 * days from two days up, whole hours from two hours up, minutes below (rounded down, so a
 * student never has less than the page says).
 */
export const accessLeft = (remainingMs: number): 'unlimited' | 'ended' | AccessLength => {
  if (remainingMs < 0) return 'unlimited';
  if (remainingMs === 0) return 'ended';
  if (remainingMs >= 2 * DAY) return { unit: 'days', count: Math.floor(remainingMs / DAY) };
  if (remainingMs >= 2 * HOUR) return { unit: 'hours', count: Math.floor(remainingMs / HOUR) };
  return { unit: 'minutes', count: Math.max(1, Math.floor(remainingMs / MINUTE)) };
};

/** A learning budget or its spent part (ms) as hours and minutes, for display. */
export const learningLength = (ms: number): AccessLength =>
  ms >= HOUR
    ? { unit: 'hours', count: Math.round((ms / HOUR) * 10) / 10 }
    : { unit: 'minutes', count: Math.round(ms / MINUTE) };

/** The most one progress report may add: a little over the player's 10-second report interval. */
export const MAX_CREDIT_PER_REPORT_MS = 30_000;

/**
 * How much learning time a progress report adds: what the player says it played since its last
 * report, but never more than the time that really passed since this student's previous report
 * (of any lecture, from any tab), nor more than one report's worth. Two tabs playing at once
 * therefore count the clock once, and a repeated report adds nothing.
 */
export const creditLearningTime = (input: {
  claimedMs: number;
  /** Ms since the student's previous report; null for the first one. */
  sinceLastReportMs: number | null;
}): number => {
  const claimed = Math.max(0, Math.floor(input.claimedMs));
  const elapsed = input.sinceLastReportMs === null ? claimed : Math.max(0, input.sinceLastReportMs);
  return Math.min(claimed, elapsed, MAX_CREDIT_PER_REPORT_MS);
};

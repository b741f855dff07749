import { describe, expect, it } from 'vitest';
import { creditLearningTime, MAX_CREDIT_PER_REPORT_MS } from './learning-credit';

describe('learning time a progress report adds', () => {
  it('adds what was played since the last report', () => {
    expect(creditLearningTime({ claimedMs: 10_000, sinceLastReportMs: 10_200 })).toBe(10_000);
  });

  it('never adds more than the clock moved, so two tabs count once', () => {
    // Tab B reports 4 s after tab A did, claiming its own 10 s.
    expect(creditLearningTime({ claimedMs: 10_000, sinceLastReportMs: 4_000 })).toBe(4_000);
  });

  it('adds nothing for a repeated report, and nothing negative', () => {
    expect(creditLearningTime({ claimedMs: 10_000, sinceLastReportMs: 0 })).toBe(0);
    expect(creditLearningTime({ claimedMs: -5, sinceLastReportMs: 10_000 })).toBe(0);
    expect(creditLearningTime({ claimedMs: 10_000, sinceLastReportMs: -3 })).toBe(0);
  });

  it('caps one report, the first one included', () => {
    expect(creditLearningTime({ claimedMs: 3_600_000, sinceLastReportMs: 3_600_000 })).toBe(
      MAX_CREDIT_PER_REPORT_MS,
    );
    expect(creditLearningTime({ claimedMs: 12_500.7, sinceLastReportMs: null })).toBe(12_500);
  });
});

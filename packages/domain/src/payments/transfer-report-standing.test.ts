import { describe, expect, it } from 'vitest';
import { transferReportStanding } from './transfer-report-standing';

describe('where a reported transfer stands', () => {
  it.each([
    ['pending', 'waiting'],
    ['created', 'waiting'],
    ['unknown', 'waiting'],
    ['flagged', 'waiting'],
    ['refunded', 'notAccepted'],
    ['succeeded', 'accepted'],
    ['failed', 'notAccepted'],
    ['expired', 'notAccepted'],
  ] as const)('reads an attempt %s as %s', (state, standing) => {
    expect(transferReportStanding(state)).toBe(standing);
  });
});

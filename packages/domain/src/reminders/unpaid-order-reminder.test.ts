import { describe, expect, it } from 'vitest';
import { isUnpaidReminderDue } from './unpaid-order-reminder';

const HOUR = 3_600_000;
const created = new Date('2026-12-01T00:00:00Z');
const order = (hoursGiven: number) => ({
  createdAt: created,
  cancelAt: new Date(created.getTime() + hoursGiven * HOUR),
});
const after = (hours: number) => new Date(created.getTime() + hours * HOUR);

describe('isUnpaidReminderDue', () => {
  it.each([
    ['48 hours to pay, a day left', 48, 24, true],
    ['48 hours to pay, two days left', 48, 1, false],
    ['2 hours to pay, one hour left', 2, 1, true],
    ['2 hours to pay, just ordered', 2, 0.1, false],
    ['time is up', 48, 48, false],
  ] as const)('%s: %s', (_case, given, elapsed, due) => {
    expect(isUnpaidReminderDue(order(given), after(elapsed))).toBe(due);
  });
});

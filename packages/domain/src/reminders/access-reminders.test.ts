import { describe, expect, it } from 'vitest';
import { dueAccessReminder, shopDateOf } from './access-reminders';

// Access ending at 12:00 in Bangkok on 20 December 2026 (05:00 UTC).
const ENDS = new Date('2026-12-20T05:00:00Z');

describe('dueAccessReminder', () => {
  it.each([
    ['a week before, early in the Bangkok morning', '2026-12-12T17:30:00Z', 7],
    ['a week before, late in the Bangkok evening', '2026-12-13T16:59:00Z', 7],
    ['two days before', '2026-12-18T03:00:00Z', 2],
    ['on the last day, before access ends', '2026-12-20T01:00:00Z', 0],
  ] as const)('reminds %s', (_when, now, day) => {
    expect(dueAccessReminder(ENDS, new Date(now))).toBe(day);
  });

  it.each([
    ['eight days before', '2026-12-12T03:00:00Z'],
    ['three days before', '2026-12-17T03:00:00Z'],
    ['the day before', '2026-12-19T03:00:00Z'],
    ['once access has ended, even on its last day', '2026-12-20T06:00:00Z'],
  ])('sends nothing %s', (_when, now) => {
    expect(dueAccessReminder(ENDS, new Date(now))).toBeNull();
  });
});

describe('shopDateOf', () => {
  it('names the Bangkok day, which starts at 17:00 UTC the day before', () => {
    expect(shopDateOf(new Date('2026-12-19T16:59:00Z'))).toBe('2026-12-19');
    expect(shopDateOf(new Date('2026-12-19T17:00:00Z'))).toBe('2026-12-20');
  });
});

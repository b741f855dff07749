import { describe, expect, it } from 'vitest';
import { mayRenew, RENEWAL_WINDOW_DAYS } from './renewal';

const now = new Date('2026-06-01T00:00:00Z');
const inDays = (days: number) => new Date(now.getTime() + days * 86_400_000);

describe('who may renew a course', () => {
  it.each([
    ['someone who never held the course', [], false],
    ['an owner whose access ends in ten days', [{ expiresAt: inDays(10), isUsedUp: false }], true],
    [
      'an owner whose access ends exactly at the window',
      [{ expiresAt: inDays(RENEWAL_WINDOW_DAYS), isUsedUp: false }],
      true,
    ],
    ['an owner whose access ends in two months', [{ expiresAt: inDays(60), isUsedUp: false }], false],
    ['an owner whose access ended', [{ expiresAt: inDays(-5), isUsedUp: false }], true],
    ['an owner whose learning time is spent', [{ expiresAt: null, isUsedUp: true }], true],
    ['an owner with lifetime access', [{ expiresAt: null, isUsedUp: false }], false],
    [
      'an owner who already renewed past the window',
      [
        { expiresAt: inDays(10), isUsedUp: false },
        { expiresAt: inDays(200), isUsedUp: false },
      ],
      false,
    ],
  ] as const)('answers %s: %s', (_who, held, expected) => {
    expect(mayRenew(held, now)).toBe(expected);
  });
});

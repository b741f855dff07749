import { describe, expect, it } from 'vitest';
import { accessLeft, learningLength } from './access-left';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('accessLeft', () => {
  it.each([
    [-1, 'unlimited'],
    [0, 'ended'],
    [30 * DAY + 5 * HOUR, { unit: 'days', count: 30 }],
    [2 * DAY, { unit: 'days', count: 2 }],
    [2 * DAY - 1, { unit: 'hours', count: 47 }],
    [2 * HOUR - 1, { unit: 'minutes', count: 119 }],
    [10_000, { unit: 'minutes', count: 1 }],
  ] as const)('reads %i ms left as %j', (remaining, expected) => {
    expect(accessLeft(remaining)).toEqual(expected);
  });
});

describe('learningLength', () => {
  it('shows hours to a tenth from an hour up, and minutes below', () => {
    expect(learningLength(5 * HOUR)).toEqual({ unit: 'hours', count: 5 });
    expect(learningLength(90 * MINUTE)).toEqual({ unit: 'hours', count: 1.5 });
    expect(learningLength(20 * MINUTE)).toEqual({ unit: 'minutes', count: 20 });
  });
});

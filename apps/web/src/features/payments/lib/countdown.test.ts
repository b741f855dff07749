import { describe, expect, it } from 'vitest';
import { formatCountdown, secondsLeft } from './countdown';

describe('the QR countdown', () => {
  const now = Date.parse('2026-11-23T03:00:00.000Z');

  it('counts whole seconds up to the expiry and stops at zero', () => {
    expect(secondsLeft('2026-11-23T03:10:00.000Z', now)).toBe(600);
    expect(secondsLeft('2026-11-23T03:00:00.400Z', now)).toBe(1);
    expect(secondsLeft('2026-11-23T02:59:00.000Z', now)).toBe(0);
  });

  it('has nothing to count without a readable expiry', () => {
    expect(secondsLeft(null, now)).toBeNull();
    expect(secondsLeft('soon', now)).toBeNull();
  });

  it.each([
    [0, '0:00'],
    [125, '2:05'],
    [3_600, '1:00:00'],
    [86_399, '23:59:59'],
  ])('shows %i seconds as %s', (seconds, text) => {
    expect(formatCountdown(seconds)).toBe(text);
  });
});

import { describe, expect, it } from 'vitest';
import { clockLength } from './clock-length';

describe('a video length as a clock reads it', () => {
  it.each([
    [2, '0:02'],
    [65, '1:05'],
    [3725, '1:02:05'],
  ])('shows %i seconds as %s', (seconds, text) => {
    expect(clockLength(seconds)).toBe(text);
  });
});

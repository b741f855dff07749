import { describe, expect, it } from 'vitest';
import { asksForLessons } from './course-lessons';

describe("a course address's lessons", () => {
  it('are asked for by learn=true, with or without the question mark and other parameters', () => {
    expect(asksForLessons('?learn=true')).toBe(true);
    expect(asksForLessons('lecture=12&learn=true')).toBe(true);
    expect(asksForLessons(new URLSearchParams({ learn: 'true' }))).toBe(true);
  });

  it('are not asked for by any other value or by none', () => {
    expect(asksForLessons('')).toBe(false);
    expect(asksForLessons('?learn=1')).toBe(false);
    expect(asksForLessons('?preview=1')).toBe(false);
  });
});

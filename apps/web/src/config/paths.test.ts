import { describe, expect, it } from 'vitest';
import { paths } from './paths';

describe('the addresses of the learning pages', () => {
  it('opens the lessons of a course, at a lecture when given', () => {
    expect(paths.courseLessons('12-python')).toBe('/course/12-python?learn=true');
    expect(paths.courseLessons('12-python', 31)).toBe('/course/12-python?learn=true&lecture=31');
    expect(paths.courseLessons(12, null)).toBe('/course/12?learn=true');
  });

  it("takes the course part of a course's link_path, or its id", () => {
    expect(paths.courseSlug('/course/12-python', 12)).toBe('12-python');
    expect(paths.courseSlug('', 12)).toBe('12');
    expect(paths.courseSlug('/promotion/3', 12)).toBe('12');
  });
});

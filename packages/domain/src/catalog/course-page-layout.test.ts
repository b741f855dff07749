import { describe, expect, it } from 'vitest';
import { courseDetailLayout } from './course-page-layout';

describe('courseDetailLayout', () => {
  it.each([
    [1, 1],
    [3, 3],
    [4, 4],
    ['3', 3],
    [2, 'default'],
    [0, 'default'],
    ['', 'default'],
    ['abc', 'default'],
    [null, 'default'],
  ] as const)('uses the site layout %s as %s when the course does not force one', (siteLayout, expected) => {
    expect(courseDetailLayout(siteLayout, null)).toBe(expected);
  });

  it.each([1, true] as const)(
    'forces layout 4 for a course whose is_layout_course_registration is %s',
    (flag) => {
      expect(courseDetailLayout(1, flag)).toBe(4);
      expect(courseDetailLayout(null, flag)).toBe(4);
    },
  );

  it.each([0, false, null, 2] as const)(
    'leaves the site setting in charge when the course flag is %s',
    (flag) => {
      expect(courseDetailLayout(3, flag)).toBe(3);
    },
  );
});

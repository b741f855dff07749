import { describe, expect, it } from 'vitest';
import { coursesInCart, requiredCourseCount } from './course-scope';

describe('coursesInCart', () => {
  it.each([
    { courseIds: [1, 2, 3], cart: [2, 3, 4], expected: 2 },
    { courseIds: [1, 1, 2], cart: [1, 1], expected: 1 },
    { courseIds: [], cart: [1], expected: 0 },
    { courseIds: [5], cart: [], expected: 0 },
  ])('counts $expected of $courseIds in a cart of $cart', ({ courseIds, cart, expected }) => {
    expect(coursesInCart(courseIds, cart)).toBe(expected);
  });
});

describe('requiredCourseCount', () => {
  it.each([
    { numberOfCourse: 3, expected: 3 },
    { numberOfCourse: 1, expected: 1 },
    { numberOfCourse: 0, expected: 1 },
    { numberOfCourse: -2, expected: 1 },
    { numberOfCourse: null, expected: 1 },
  ])(
    'asks for $expected course(s) when number_of_course is $numberOfCourse',
    ({ numberOfCourse, expected }) => {
      expect(requiredCourseCount(numberOfCourse)).toBe(expected);
    },
  );
});

import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { bodyOf, newCourseValues, slugFrom } from './course-form';

describe('the course editor form', () => {
  it.each([
    ['Python for Data', 'python-for-data'],
    ['  React & TypeScript 2026! ', 'react-typescript-2026'],
    ['คอร์ส Excel ขั้นสูง', 'คอร์ส-excel-ขั้นสูง'],
  ])('makes the slug of %j as %j', (title, slug) => {
    expect(slugFrom(title)).toBe(slug);
  });

  it('sends picked dates as instants and empty optional texts as null', () => {
    const body = bodyOf({
      ...newCourseValues('course'),
      title: 'Cooking',
      slug: 'cooking',
      start_reg_date: dayjs('2026-12-01T03:00:00.000Z'),
      end_reg_date: null,
      meta_title: '',
      course_venue: 'Bangkok',
    });
    expect(body).toMatchObject({
      start_reg_date: '2026-12-01T03:00:00.000Z',
      end_reg_date: null,
      start_date: null,
      meta_title: null,
      course_venue: 'Bangkok',
    });
  });

  it('starts a new product as the product type', () => {
    expect(newCourseValues('product').course_type).toBe('product');
    expect(newCourseValues('course').course_type).toBe('Online');
  });
});

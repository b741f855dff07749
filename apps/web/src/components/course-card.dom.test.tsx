import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { CourseSummary } from '@shop/contract/catalog/list-courses';
import { CourseCard } from './course-card';

const course: CourseSummary = {
  id: 1,
  title: 'Python for data analysis',
  short_description: 'Pandas and charts',
  link_path: '/course/1-python',
  course_type: 'Online',
  picture_url: null,
  instructor_name: 'Somchai',
  category_name: null,
  starting_price: 99000,
  starting_price_usd: null,
};

describe('a course card', () => {
  it('is one link named by the course, described by its type and price', () => {
    render(
      <MemoryRouter>
        <CourseCard course={course} />
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: 'Python for data analysis' });
    expect(link).toHaveAttribute('href', '/course/1-python');
    expect(link).toHaveAccessibleDescription('Online From ฿990.00');
    expect(link).toHaveTextContent(/^Python for data analysis$/);
    expect(link.closest('article')).toHaveTextContent('by Somchai');
    expect(screen.getByRole('heading', { level: 3, name: 'Python for data analysis' })).toBeInTheDocument();
    expect(link.closest('article')).toHaveClass('course-card');
  });

  it('says a free course is free, without "from"', () => {
    render(
      <MemoryRouter>
        <CourseCard course={{ ...course, starting_price: 0 }} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Python for data analysis' })).toHaveAccessibleDescription(
      'Online Free',
    );
  });
});

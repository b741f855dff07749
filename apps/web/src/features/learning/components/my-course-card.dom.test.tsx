import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import type { MyCourse } from '@shop/contract/learning/my-courses';
import { loadLearningTexts } from '../../../i18n/load-learning-texts';
import { MyCourseCard } from './my-course-card';

const course: MyCourse = {
  course_id: 7,
  title: 'Python for data analysis',
  picture_url: '/uploads/cover.jpg',
  link_path: '/course/7-python',
  course_type: 'course',
  percent: 40,
  can_learn: true,
  remaining_ms: -1,
  plan_type: 'default',
  resume_lecture_id: 3,
  last_learned_at: null,
  is_complete: false,
};

const coverOf = (inFirstView: boolean) => {
  const { container, unmount } = render(
    <MemoryRouter>
      <MyCourseCard course={course} inFirstView={inFirstView} />
    </MemoryRouter>,
  );
  expect(screen.getByRole('heading', { name: 'Python for data analysis' })).toBeVisible();
  const cover = container.querySelector('img.my-course-cover');
  const attributes = {
    loading: cover?.getAttribute('loading'),
    priority: cover?.getAttribute('fetchpriority'),
  };
  unmount();
  return attributes;
};

describe('a course card in My courses', () => {
  beforeAll(async () => {
    await loadLearningTexts();
  });

  it('asks for its cover at once when it shows without scrolling, and only when scrolled to otherwise', () => {
    expect(coverOf(true)).toEqual({ loading: 'eager', priority: 'high' });
    expect(coverOf(false)).toEqual({ loading: 'lazy', priority: 'auto' });
  });
});

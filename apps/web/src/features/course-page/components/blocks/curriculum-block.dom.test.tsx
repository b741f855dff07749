import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { LectureWire } from '@shop/contract/catalog/curriculum';
import { CoursePageContext, type CoursePageValue } from '../../hooks/course-page-context';
import { CurriculumBlock } from './curriculum-block';

const lecture = (id: number, name: string, more: Partial<LectureWire>) =>
  ({
    lectures_id: id,
    lectures_name: name,
    lectures_preview: false,
    is_open: false,
    content_type: 'video',
    content_text: null,
    video_url: null,
    video_duration: 0,
    ...more,
  }) as LectureWire;

vi.mock('../../api/get-curriculum', () => ({
  useCurriculum: () => ({
    isPending: false,
    data: [
      {
        sections_id: 10,
        sections_name: 'Getting started',
        dataResult: { lecture_count: 2, video_seconds: 600 },
        lectures_list: [
          lecture(1, 'Welcome', { lectures_preview: true, is_open: true, video_url: '/media/welcome.mp4' }),
          lecture(2, 'Your first chart', { video_duration: 300 }),
        ],
      },
      {
        sections_id: 11,
        sections_name: 'Wrapping up',
        dataResult: { lecture_count: 1, video_seconds: 0 },
        lectures_list: [lecture(3, 'Final quiz', { content_type: 'quiz' })],
      },
    ],
  }),
}));

const page = { course: { id: 1 } } as unknown as CoursePageValue;

describe("the course page's curriculum", () => {
  it('shows every section open, marks closed lectures and plays a preview in a dialog', async () => {
    const user = userEvent.setup();
    render(
      <CoursePageContext value={page}>
        <CurriculumBlock />
      </CoursePageContext>,
    );

    expect(screen.getByRole('button', { name: /Getting started/ })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: /Wrapping up/ })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Final quiz')).toBeVisible();
    expect(screen.getAllByRole('img', { name: /locked/i })).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: /Wrapping up/ }));
    expect(screen.getByText('Final quiz')).not.toBeVisible();

    await user.click(screen.getByRole('button', { name: /preview.*Welcome/i }));
    const dialog = await screen.findByRole('dialog', { name: 'Welcome' });
    expect(dialog.querySelector('video')).toHaveAttribute('aria-label', 'Welcome');

    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App, ConfigProvider } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import type { AdminSection } from '@shop/contract/admin/curriculum-schemas';
import { orderOf } from '../lib/curriculum-order';
import { CurriculumBoard, type BoardActions } from './curriculum-board';

const section = (id: number, name: string, lectures: string[]): AdminSection => ({
  id,
  name,
  location: 0,
  lectures: lectures.map((lectureName, index) => ({
    id: id * 10 + index,
    section_id: id,
    name: lectureName,
    location: index,
    is_preview: false,
    content_type: 'text',
    content_text: '',
    content_file: null,
    video_name: null,
    video_url: null,
    upload_video_type: null,
    video_duration: 0,
    check_pass_quiz: false,
    score_pass_quiz: null,
    quiz_integrate_type: null,
    is_quiz_integrate_not_pass_reset_progress: false,
    quiz: null,
    homework: null,
  })),
});

const renderBoard = () => {
  const actions: BoardActions = {
    onReorder: vi.fn(),
    onRenameSection: vi.fn(),
    onDeleteSection: vi.fn(),
    onAddLecture: vi.fn(),
    onEditLecture: vi.fn(),
    onDeleteLecture: vi.fn(),
  };
  const sections = [section(1, 'Basics', ['Welcome', 'Setup']), section(2, 'Advanced', ['Deep dive'])];
  render(
    <ConfigProvider theme={{ token: { motion: false } }}>
      <App>
        <CurriculumBoard sections={sections} actions={actions} />
      </App>
    </ConfigProvider>,
  );
  return { actions, onReorder: vi.mocked(actions.onReorder) };
};

describe('the curriculum board', () => {
  it('moves a section down with its button, from the keyboard too', async () => {
    const { onReorder } = renderBoard();
    const button = screen.getByRole('button', { name: 'Move down: Basics' });
    button.focus();

    await userEvent.keyboard('{Enter}');

    expect(onReorder).toHaveBeenCalledTimes(1);
    expect(orderOf(onReorder.mock.calls[0]?.[0] ?? []).sections.map((entry) => entry.id)).toEqual([2, 1]);
  });

  it('moves a lecture up inside its section, and offers no move past either end', async () => {
    const { onReorder } = renderBoard();

    await userEvent.click(screen.getByRole('button', { name: 'Move up: Setup' }));

    expect(orderOf(onReorder.mock.calls[0]?.[0] ?? []).sections[0]?.lecture_ids).toEqual([11, 10]);
    expect(screen.getByRole('button', { name: 'Move up: Welcome' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move down: Advanced' })).toBeDisabled();
  });

  it('asks before deleting a lecture', async () => {
    const { actions } = renderBoard();

    await userEvent.click(screen.getByRole('button', { name: 'Delete lecture: Deep dive' }));
    expect(actions.onDeleteLecture).not.toHaveBeenCalled();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete lecture' }));

    expect(actions.onDeleteLecture).toHaveBeenCalledWith(expect.objectContaining({ name: 'Deep dive' }));
  });
});

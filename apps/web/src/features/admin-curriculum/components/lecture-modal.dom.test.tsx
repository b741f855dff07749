import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App, ConfigProvider } from 'antd';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminLecture } from '@shop/contract/admin/curriculum-schemas';
import { LectureModal } from './lecture-modal';

const saved = vi.fn();
vi.mock('../api/save-lecture', () => ({
  useSaveLecture: () => ({
    isPending: false,
    mutate: (input: unknown, options: { onSuccess: () => void }) => {
      saved(input);
      options.onSuccess();
    },
  }),
}));

const quizLecture: AdminLecture = {
  id: 31,
  section_id: 3,
  name: 'Check yourself',
  location: 0,
  is_preview: false,
  content_type: 'quiz',
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
  quiz: {
    title: 'Basics',
    questions: [
      { text: 'Capital of Thailand?', choices: ['Chiang Mai', 'Bangkok', 'Phuket'], correct_choice: 1 },
    ],
  },
  homework: null,
} as AdminLecture;

const onClose = vi.fn();

const renderModal = () => {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ConfigProvider theme={{ token: { motion: false } }}>
        <App>
          <LectureModal courseId={1} sectionId={3} lecture={quizLecture} onClose={onClose} />
        </App>
      </ConfigProvider>
    </QueryClientProvider>,
  );
  return userEvent.setup({ delay: null });
};

beforeEach(() => {
  saved.mockReset();
  onClose.mockReset();
});

describe('the quiz editor', () => {
  it('chooses the correct answer among the answers written, and saves that one', async () => {
    const user = renderModal();

    const correct = screen.getByRole('radiogroup', { name: 'Correct choice' });
    expect(within(correct).getByRole('radio', { name: 'Bangkok' })).toBeChecked();
    expect(screen.queryByRole('spinbutton', { name: 'Correct choice' })).toBeNull();
    await user.click(within(correct).getByRole('radio', { name: 'Phuket' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
    expect(saved.mock.calls[0]?.[0]).toMatchObject({
      body: { quiz: { questions: [{ correct_choice: 2 }] } },
    });
  });

  it('asks before throwing away unsaved changes on Esc, and keeps them when the editor says so', async () => {
    const user = renderModal();
    await user.type(screen.getByRole('textbox', { name: 'Question 1' }), ' (city)');

    await user.keyboard('{Escape}');

    // Ant Design writes a confirmation's title twice (the dialog's label and the text shown), and
    // shows the dialog a moment after adding it to the page.
    const question = await screen.findByText('Discard your unsaved changes?', {
      selector: '.ant-modal-confirm-title',
    });
    await waitFor(() => expect(question).toBeVisible());
    expect(onClose).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Keep editing' }));
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('textbox', { name: 'Question 1' })).toHaveValue('Capital of Thailand? (city)');

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(await screen.findByRole('button', { name: 'Discard changes' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes at once when nothing was changed', async () => {
    const user = renderModal();

    await user.keyboard('{Escape}');

    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  });
});

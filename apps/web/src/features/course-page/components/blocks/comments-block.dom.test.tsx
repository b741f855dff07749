import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { CoursePageContext, type CoursePageValue } from '../../hooks/course-page-context';
import { CommentsBlock } from './comments-block';

// Ant Design's frame paints in the shop's colour, which it would ask the server for.
vi.mock('../../../settings/hooks/use-theme-color', () => ({ useThemeColor: () => '#1f4e8c' }));
vi.mock('../../api/list-comments', () => ({
  useComments: () => ({
    isPending: false,
    hasNextPage: false,
    data: {
      pages: [
        {
          data: [
            { id: 1, parent_id: null, author_name: 'Somchai', author_image: null, body: 'Is maths needed?' },
            { id: 2, parent_id: 1, author_name: 'Teacher', author_image: null, body: 'No.' },
          ].map((comment) => ({ created_at: '2025-01-02T03:04:05Z', ...comment })),
        },
      ],
    },
  }),
}));

const renderFor = (user: CoursePageValue['viewer']['user']) =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={['/course/1-python']}>
        <CoursePageContext
          value={{ course: { id: 1 }, viewer: { user, isLoading: false } } as CoursePageValue}
        >
          <CommentsBlock />
        </CoursePageContext>
      </MemoryRouter>
    </QueryClientProvider>,
  );

describe("the course page's questions and comments", () => {
  it('invites a visitor to sign in, without a form to write in or answers to give', () => {
    renderFor(null);

    expect(screen.getByText('Sign in to ask a question or leave a comment')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      expect.stringContaining('/login'),
    );
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Reply' })).toBeNull();
    expect(screen.getByRole('list', { name: 'Replies' })).toHaveTextContent('No.');
  });

  it('gives a signed-in reader the form, and Reply takes them to its box', async () => {
    const reader = userEvent.setup();
    renderFor({ id: 5 } as NonNullable<CoursePageValue['viewer']['user']>);

    const box = await screen.findByRole('textbox', { name: 'Your question or comment' });
    await reader.click(screen.getByRole('button', { name: 'Reply' }));
    expect(box).toHaveFocus();
    expect(screen.getByText('Replying to Somchai')).toBeVisible();
  });
});

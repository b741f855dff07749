import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { standInServer } from '../../../test/stand-in-server';
import { ReturningBuyerNote } from './returning-buyer-note';

const MAIL_LINK = 'POST /api/auth/sign-in-link';

const showNote = (onSignIn = vi.fn()) => {
  const server = standInServer({ [MAIL_LINK]: () => ({ body: { success: true } }) });
  vi.stubGlobal('fetch', server.fetch);
  render(
    <MemoryRouter initialEntries={['/course/7-python?plan=3']}>
      <QueryClientProvider client={new QueryClient()}>
        <ReturningBuyerNote email="somying@example.com" onSignIn={onSignIn} />
      </QueryClientProvider>
    </MemoryRouter>,
  );
  return server;
};

describe('a returning guest whose e-mail has an account', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('is told the e-mail has an account and may sign in to carry on', async () => {
    const onSignIn = vi.fn();
    showNote(onSignIn);

    expect(screen.getByText('somying@example.com already has an account here')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Sign in and carry on' }));

    expect(onSignIn).toHaveBeenCalledOnce();
  });

  it('may have a one-tap sign-in link mailed to that e-mail instead, which brings them back to this page', async () => {
    const server = showNote();

    await userEvent.click(screen.getByRole('button', { name: 'E-mail me a sign-in link' }));

    expect(await screen.findByRole('status')).toHaveTextContent(
      'We sent a link to somying@example.com. Tap it within 15 minutes',
    );
    expect(server.callsTo(MAIL_LINK).map((call) => call.body)).toEqual([
      { email: 'somying@example.com', return_to: '/course/7-python?plan=3' },
    ]);
    expect(screen.getByRole('button', { name: 'E-mail me a sign-in link' })).toBeDisabled();
  });
});

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { refusal, standInServer } from '../../../test/stand-in-server';
import { SignInLinkLanding } from './sign-in-link-landing';

const USE_LINK = 'POST /api/auth/sign-in-link/use';

const land = (answer: Parameters<typeof standInServer>[0][string]) => {
  const server = standInServer({ [USE_LINK]: answer });
  vi.stubGlobal('fetch', server.fetch);
  render(
    <StrictMode>
      <MemoryRouter initialEntries={['/signin-link?token=abc']}>
        <QueryClientProvider client={new QueryClient()}>
          <Routes>
            <Route path="/signin-link" element={<SignInLinkLanding token="abc" />} />
            <Route path="/course/7-python" element={<h1>The course page</h1>} />
          </Routes>
        </QueryClientProvider>
      </MemoryRouter>
    </StrictMode>,
  );
  return server;
};

describe('the landing page of a mailed sign-in link', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('signs in once with the token and goes back to the page the buyer was on', async () => {
    const server = land(() => ({ body: { success: true, data: { return_to: '/course/7-python' } } }));

    expect(await screen.findByRole('heading', { name: 'The course page' })).toBeInTheDocument();
    expect(server.callsTo(USE_LINK).map((call) => call.body)).toEqual([{ token: 'abc' }]);
  });

  it('says the link is used or expired and offers the sign-in page', async () => {
    land(() => refusal(400, 'INVALID_RESET_TOKEN'));

    expect(await screen.findByText('This link is invalid or has expired')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to sign-in' })).toHaveAttribute('href', '/login');
  });
});

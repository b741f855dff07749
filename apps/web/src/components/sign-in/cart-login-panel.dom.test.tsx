import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { publicSiteSettingsSchema } from '@shop/contract/settings/site-settings';
import { refusal, standInServer } from '../../test/stand-in-server';
import { CartLoginPanel } from './cart-login-panel';

const settings = publicSiteSettingsSchema.parse({
  social_login: { line_channel_id: '1650000000' },
});

const showPanel = () => {
  const server = standInServer({
    'GET /api/setting/site/into/1': () => ({ body: { success: true, data: settings } }),
    'POST /api/auth/login': () => refusal(401, 'INVALID_CREDENTIALS'),
  });
  vi.stubGlobal('fetch', server.fetch);
  const router = createMemoryRouter([{ path: '/cart', element: <CartLoginPanel onRegister={vi.fn()} /> }], {
    initialEntries: ['/cart'],
  });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return server;
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the cart's login panel", () => {
  it('says under each empty field that it is needed, and stops saying it once filled', async () => {
    const server = showPanel();
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));

    const username = screen.getByLabelText('Username or e-mail');
    const password = screen.getByLabelText('Password');
    expect(username).toHaveAttribute('aria-invalid', 'true');
    expect(username).toHaveAccessibleDescription('Please fill in this field');
    expect(password).toHaveAccessibleDescription('Please fill in this field');
    expect(username).toHaveFocus();

    await userEvent.type(username, 'student');
    expect(username).not.toHaveAttribute('aria-invalid');
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(server.callsTo('POST /api/auth/login')).toHaveLength(0);
  });

  it('signs in with Enter in the password field and shows a refusal inside the form', async () => {
    const server = showPanel();
    await userEvent.type(screen.getByLabelText('Username or e-mail'), ' student ');
    await userEvent.type(screen.getByLabelText('Password'), 'not-the-password{Enter}');

    expect(await screen.findByTestId('form-refusal')).toHaveTextContent(/^Wrong username or password$/);
    expect(server.callsTo('POST /api/auth/login')[0]?.body).toMatchObject({
      username: 'student',
      password: 'not-the-password',
    });
  });

  it('shows the typed password on demand', async () => {
    showPanel();
    const password = screen.getByLabelText('Password');
    await userEvent.type(password, 'student1234');
    expect(password).toHaveAttribute('type', 'password');
    const show = screen.getByRole('button', { name: 'Show' });
    await userEvent.click(show);
    expect(show).toHaveAttribute('aria-pressed', 'true');
    expect(password).toHaveAttribute('type', 'text');
    expect(password).toHaveValue('student1234');
  });

  it('offers registering and the providers the shop set up, each a link named as before', async () => {
    showPanel();
    expect(screen.getByRole('button', { name: 'Register' })).toBeVisible();
    const line = await screen.findByRole('link', { name: 'Log in with LINE' });
    expect(line.getAttribute('href')).toContain('/api/auth/social/line?return_to=%2Fcart');
    expect(screen.queryByRole('link', { name: /Facebook/ })).toBeNull();
  });
});

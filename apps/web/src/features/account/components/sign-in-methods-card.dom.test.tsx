import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { publicSiteSettingsSchema } from '@shop/contract/settings/site-settings';
import { NoticeHost } from '../../../components/ui/notice-host';
import { refusal, standInServer, type StandInAnswer } from '../../../test/stand-in-server';
import { SignInMethodsCard } from './sign-in-methods-card';

const settings = publicSiteSettingsSchema.parse({
  social_login: { line_channel_id: '1650000000', google_client_id: 'shop.apps.googleusercontent.com' },
});

const lineIdentity = {
  provider: 'line',
  display_name: 'Nok',
  email: null,
  linked_at: '2026-11-27T10:00:00.000Z',
};

const showCard = (
  unlinkAnswer: () => StandInAnswer = () => ({
    body: { success: true, data: { identities: [], has_password: true } },
  }),
) => {
  const server = standInServer({
    'GET /api/setting/site/into/1': () => ({ body: { success: true, data: settings } }),
    'GET /private/myaccount/sign-in-methods': () => ({
      body: { success: true, data: { identities: [lineIdentity], has_password: false } },
    }),
    'DELETE /private/myaccount/sign-in-methods/:provider': unlinkAnswer,
  });
  vi.stubGlobal('fetch', server.fetch);
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <App>
        <SignInMethodsCard />
        <NoticeHost />
      </App>
    </QueryClientProvider>,
  );
  return server;
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the profile card of sign-in providers', () => {
  it('offers to link only the providers the shop offers, and shows which one is linked', async () => {
    showCard();
    const card = await screen.findByRole('region', { name: 'Ways to sign in' });
    expect(await within(card).findByText('Linked: Nok')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Link' }).getAttribute('href')).toContain(
      '/api/auth/social/google?link=1',
    );
    expect(within(card).queryByText('Facebook')).toBeNull();
  });

  it('says why the last way to sign in cannot be unlinked', async () => {
    const server = showCard(() => refusal(400, 'LAST_SIGN_IN_METHOD'));
    const card = await screen.findByRole('region', { name: 'Ways to sign in' });
    await userEvent.click(await within(card).findByRole('button', { name: 'Unlink' }));
    expect(
      await screen.findByText('You cannot unlink this: your account would have no way left to sign in'),
    ).toBeTruthy();
    expect(server.callsTo('DELETE /private/myaccount/sign-in-methods/:provider')).toHaveLength(1);
  });
});

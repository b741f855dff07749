import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NoticeHost } from '../../../components/ui/notice-host';
import { standInServer } from '../../../test/stand-in-server';
import { MessagePreferencesCard } from './message-preferences-card';

const choices = {
  language: 'th',
  mail_transactional: true,
  mail_reminders: true,
  line_transactional: true,
  line_reminders: true,
  line_reachable: false,
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the profile card of message choices', () => {
  it('switches LINE reminders off on their own, and says LINE needs the shop’s account added', async () => {
    const server = standInServer({
      'GET /private/myaccount/message-preferences': () => ({ body: { success: true, data: choices } }),
      'PUT /private/myaccount/message-preferences': () => ({
        body: { success: true, data: { ...choices, line_reminders: false } },
      }),
    });
    vi.stubGlobal('fetch', server.fetch);
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <App>
          <MessagePreferencesCard />
          <NoticeHost />
        </App>
      </QueryClientProvider>,
    );
    const card = await screen.findByRole('region', { name: 'Messages' });
    expect(within(card).getAllByText(/add the shop's LINE account as a friend/)).toHaveLength(2);
    const reminders = within(card).getByRole('switch', { name: 'LINE reminders' });
    await userEvent.click(reminders);
    expect(await screen.findByText('Your message choices are saved')).toBeTruthy();
    expect(within(card).getByRole('switch', { name: 'LINE reminders' }).getAttribute('aria-checked')).toBe(
      'false',
    );
    expect(
      within(card).getByRole('switch', { name: 'E-mails about my orders' }).getAttribute('aria-checked'),
    ).toBe('true');
    expect(server.callsTo('PUT /private/myaccount/message-preferences')).toHaveLength(1);
  });
});

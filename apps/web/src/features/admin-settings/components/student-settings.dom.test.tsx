import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App, ConfigProvider } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { siteSettingsSchema, type SiteSettings } from '@shop/contract/settings/site-settings';
import { standInServer } from '../../../test/stand-in-server';
import { StudentSettings } from './student-settings';

afterEach(() => vi.unstubAllGlobals());

describe("the back office's student settings", () => {
  it("sets the shop's monthly LINE message quota, and sends it with the tab's other settings", async () => {
    const settings: SiteSettings = siteSettingsSchema.parse({ line_monthly_quota: 500 });
    const server = standInServer({
      'PUT /api/admin/settings': (call) => ({
        body: { success: true, data: { ...settings, ...(call.body as Partial<SiteSettings>) } },
      }),
    });
    vi.stubGlobal('fetch', server.fetch);
    const user = userEvent.setup();
    render(
      <QueryClientProvider client={new QueryClient()}>
        <ConfigProvider theme={{ token: { motion: false } }}>
          <App>
            <StudentSettings settings={settings} />
          </App>
        </ConfigProvider>
      </QueryClientProvider>,
    );

    const quota = screen.getByRole('spinbutton', { name: 'Most LINE messages a month' });
    expect(quota).toHaveValue('500');
    await user.clear(quota);
    await user.type(quota, '1000');
    await user.click(screen.getByRole('button', { name: /save/i }));

    await waitFor(() => expect(server.callsTo('PUT /api/admin/settings')).toHaveLength(1));
    expect(server.callsTo('PUT /api/admin/settings')[0]?.body).toMatchObject({ line_monthly_quota: 1000 });
  });
});

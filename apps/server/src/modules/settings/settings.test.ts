import { IDENTITY_SANDBOX_KEYS } from '@shop/payment-sandbox/identity/identity-sandbox-keys';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { setSettings } from '../../test/settings';

describe('site settings', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('gives every setting its default on a new shop, and hides the internal limits', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/setting/site/into/1' });

    const data = response.json<{ data: Record<string, unknown> }>().data;
    expect(data).toMatchObject({
      title: 'Course Shop',
      auto_cancel: 48,
      vat_value: 7,
      is_thank_you_page: true,
    });
    expect(data).not.toHaveProperty('max_users');
    expect(data).not.toHaveProperty('storage_quota_gb');
  });

  it("offers the identity sandbox's LINE, Google and Facebook sign-in in sandbox mode, whatever ids are stored", async () => {
    await setSettings(t.db, { social_login: { google_client_id: 'stored-for-live.apps.example' } });

    const response = await t.app.inject({ method: 'GET', url: '/api/setting/site/into/1' });

    expect(response.json()).toMatchObject({
      data: {
        social_login: {
          line_channel_id: IDENTITY_SANDBOX_KEYS.line.clientId,
          google_client_id: IDENTITY_SANDBOX_KEYS.google.clientId,
          facebook_app_id: IDENTITY_SANDBOX_KEYS.facebook.clientId,
        },
      },
    });
  });

  it('shows what the shop changed, and the how-to-buy text', async () => {
    await setSettings(t.db, {
      title: 'ร้านคอร์ส',
      auto_cancel: 24,
      how_to_buy: { is_enable_howtobuy: true, description: '<p>โอนเงิน</p>' },
    });

    const settings = await t.app.inject({ method: 'GET', url: '/api/setting/site/into/1' });
    const howToBuy = await t.app.inject({ method: 'GET', url: '/public/payments/howtobuy' });

    expect(settings.json()).toMatchObject({ data: { title: 'ร้านคอร์ส', auto_cancel: 24 } });
    expect(howToBuy.json()).toEqual({
      success: true,
      data: { is_enable_howtobuy: true, description: '<p>โอนเงิน</p>' },
    });
  });
});

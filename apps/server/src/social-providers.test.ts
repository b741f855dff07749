import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { offeredSocialLogin, socialProviderSettings } from './social-providers';

const liveConfig = (env: Record<string, string> = {}) =>
  loadConfig({ NODE_ENV: 'test', PAYMENT_MODE: 'live', PUBLIC_URL: 'https://shop.example', ...env });

const stored = {
  line_channel_id: '1655555555',
  google_client_id: 'shop.apps.googleusercontent.com',
  facebook_app_id: '',
};

describe('social sign-in providers in live mode', () => {
  it('offers only a provider whose id is stored and whose secret is in the environment', () => {
    const config = liveConfig({ LINE_CHANNEL_SECRET: 'line-secret', FACEBOOK_APP_SECRET: 'fb-secret' });
    expect(offeredSocialLogin(config, stored)).toEqual({ line_channel_id: '1655555555' });
  });

  it("talks to the providers' documented production endpoints", () => {
    const config = liveConfig({ GOOGLE_CLIENT_SECRET: 'google-secret' });
    expect(socialProviderSettings(config, stored, 'google')).toMatchObject({
      clientId: 'shop.apps.googleusercontent.com',
      clientSecret: 'google-secret',
      authorizeUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
      issuer: 'https://accounts.google.com',
      jwksUrl: 'https://www.googleapis.com/oauth2/v3/certs',
    });
  });
});

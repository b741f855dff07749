import type { SiteSettings } from '@shop/contract/settings/site-settings';
import { IDENTITY_SANDBOX_KEYS } from '@shop/payment-sandbox/identity/identity-sandbox-keys';
import type { Config } from './config';

export type SocialProvider = 'line' | 'google' | 'facebook';

export const SOCIAL_PROVIDERS: readonly SocialProvider[] = ['line', 'google', 'facebook'];

export const isSocialProvider = (value: unknown): value is SocialProvider =>
  SOCIAL_PROVIDERS.some((provider) => provider === value);

/**
 * Everything the shop needs to run one provider's sign-in. `authorizeUrl` is where the browser
 * goes; the other addresses are called by the server.
 */
export type SocialProviderSettings = {
  provider: SocialProvider;
  clientId: string;
  clientSecret: string;
  authorizeUrl: string;
  tokenUrl: string;
  /** LINE and Google: the id token's expected `iss`. */
  issuer: string;
  /** Google: the published keys of its RS256 id tokens. */
  jwksUrl: string;
  /** Facebook: the Graph API's `me`. */
  profileUrl: string;
  /** LINE: whether the person has added the shop's LINE Official Account (empty for the others). */
  friendshipUrl: string;
  timeoutMs: number;
};

type Addresses = Omit<SocialProviderSettings, 'provider' | 'clientId' | 'clientSecret' | 'timeoutMs'>;

/** The providers' documented production endpoints. */
const LIVE: Record<SocialProvider, Addresses> = {
  line: {
    authorizeUrl: 'https://access.line.me/oauth2/v2.1/authorize',
    tokenUrl: 'https://api.line.me/oauth2/v2.1/token',
    issuer: 'https://access.line.me',
    jwksUrl: '',
    profileUrl: 'https://api.line.me/v2/profile',
    friendshipUrl: 'https://api.line.me/friendship/v1/status',
  },
  google: {
    authorizeUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
    tokenUrl: 'https://oauth2.googleapis.com/token',
    issuer: 'https://accounts.google.com',
    jwksUrl: 'https://www.googleapis.com/oauth2/v3/certs',
    profileUrl: '',
    friendshipUrl: '',
  },
  facebook: {
    authorizeUrl: 'https://www.facebook.com/v19.0/dialog/oauth',
    tokenUrl: 'https://graph.facebook.com/v19.0/oauth/access_token',
    issuer: '',
    jwksUrl: '',
    profileUrl: 'https://graph.facebook.com/v19.0/me',
    friendshipUrl: '',
  },
};

/** The identity sandbox's endpoints: the browser's through PUBLIC_URL, the server's through PAYMENT_SANDBOX_URL. */
const sandboxAddresses = (config: Config, provider: SocialProvider): Addresses => {
  const browser = `${config.PUBLIC_URL}/sandbox/identity/${provider}`;
  const server = `${config.PAYMENT_SANDBOX_URL}/identity/${provider}`;
  switch (provider) {
    case 'line':
      return {
        authorizeUrl: `${browser}/oauth2/v2.1/authorize`,
        tokenUrl: `${server}/oauth2/v2.1/token`,
        issuer: browser,
        jwksUrl: '',
        profileUrl: `${server}/v2/profile`,
        friendshipUrl: `${server}/friendship/v1/status`,
      };
    case 'google':
      return {
        authorizeUrl: `${browser}/o/oauth2/v2/auth`,
        tokenUrl: `${server}/token`,
        issuer: browser,
        jwksUrl: `${server}/oauth2/v3/certs`,
        profileUrl: '',
        friendshipUrl: '',
      };
    case 'facebook':
      return {
        authorizeUrl: `${browser}/v19.0/dialog/oauth`,
        tokenUrl: `${server}/v19.0/oauth/access_token`,
        issuer: '',
        jwksUrl: '',
        profileUrl: `${server}/v19.0/me`,
        friendshipUrl: '',
      };
  }
};

const LIVE_SECRET = {
  line: 'LINE_CHANNEL_SECRET',
  google: 'GOOGLE_CLIENT_SECRET',
  facebook: 'FACEBOOK_APP_SECRET',
} as const satisfies Record<SocialProvider, keyof Config>;

const SETTINGS_ID = {
  line: 'line_channel_id',
  google: 'google_client_id',
  facebook: 'facebook_app_id',
} as const satisfies Record<SocialProvider, keyof SiteSettings['social_login']>;

/**
 * A provider's settings, or null when the shop cannot run it: in sandbox mode every provider runs
 * against the identity sandbox; live, the shop's id (settings) and secret (environment) are both
 * needed.
 */
export const socialProviderSettings = (
  config: Config,
  socialLogin: SiteSettings['social_login'],
  provider: SocialProvider,
): SocialProviderSettings | null => {
  const timeoutMs = config.PAYMENT_HTTP_TIMEOUT_MS;
  if (config.PAYMENT_MODE === 'sandbox') {
    const keys = IDENTITY_SANDBOX_KEYS[provider];
    return { provider, ...keys, ...sandboxAddresses(config, provider), timeoutMs };
  }
  const clientId = socialLogin[SETTINGS_ID[provider]]?.trim();
  const clientSecret = config[LIVE_SECRET[provider]];
  if (!clientId || !clientSecret) return null;
  return { provider, clientId, clientSecret, ...LIVE[provider], timeoutMs };
};

/** The ids the storefront may show buttons for: only providers the shop can complete. */
export const offeredSocialLogin = (
  config: Config,
  socialLogin: SiteSettings['social_login'],
): SiteSettings['social_login'] =>
  Object.fromEntries(
    SOCIAL_PROVIDERS.flatMap((provider) => {
      const settings = socialProviderSettings(config, socialLogin, provider);
      return settings ? [[SETTINGS_ID[provider], settings.clientId]] : [];
    }),
  );

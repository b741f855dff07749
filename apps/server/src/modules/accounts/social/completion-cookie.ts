import type { Config } from '../../../config';
import { LINK_CONFIRMATION_SECONDS } from './link-confirmation.service';
import { COMPLETION_SECONDS } from './profile-completion.service';

/** Names the browser's completion step; HttpOnly, so no script on the page can read it. */
export const COMPLETION_COOKIE = 'social_completion';

export const completionCookieOptions = (config: Config) => ({
  path: '/api/auth/social',
  httpOnly: true,
  sameSite: 'lax' as const,
  secure: config.PUBLIC_URL.startsWith('https:'),
  maxAge: COMPLETION_SECONDS,
});

/**
 * Binds a mailed link-confirmation to the browser that signed in with the provider: the owner of
 * an address who opens a link someone else caused, in their own browser, links nothing.
 */
export const LINK_COOKIE = 'social_link';

export const linkCookieOptions = (config: Config) => ({
  ...completionCookieOptions(config),
  maxAge: LINK_CONFIRMATION_SECONDS,
});

import type { Config } from '../../../config';
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

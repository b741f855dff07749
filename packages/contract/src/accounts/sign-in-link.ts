import { z } from 'zod';
import { defineRoute } from '../http/define-route';
import { lineTextSchema } from '../http/input-fields';

/** How long a mailed one-tap sign-in link works. */
export const SIGN_IN_LINK_VALID_MINUTES = 15;

/**
 * Mails a one-tap sign-in link (single use, valid 15 minutes) when the address has an active
 * account, and answers the same either way. `return_to` is a path of this site to go back to.
 */
export const requestSignInLinkRoute = defineRoute({
  method: 'POST',
  path: '/api/auth/sign-in-link',
  access: 'public',
  summary: 'Mail a one-tap sign-in link (one use, 15 minutes) if the address has an account',
  tags: ['accounts'],
  body: z.object({
    email: lineTextSchema.trim().min(1).max(254),
    return_to: lineTextSchema.max(500).default('/'),
  }),
  response: z.object({ success: z.literal(true) }),
});

/**
 * Signs in with the token of a mailed link and answers where to go on. INVALID_RESET_TOKEN for an
 * unknown, used or expired token; ACCOUNT_DISABLED for a deactivated account.
 */
export const signInWithLinkRoute = defineRoute({
  method: 'POST',
  path: '/api/auth/sign-in-link/use',
  access: 'public',
  summary: 'Sign in with a mailed one-tap link',
  tags: ['accounts'],
  body: z.object({ token: lineTextSchema.trim().min(1).max(200) }),
  response: z.object({ success: z.literal(true), data: z.object({ return_to: z.string() }) }),
});

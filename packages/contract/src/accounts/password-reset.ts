import { z } from 'zod';
import { defineRoute } from '../http/define-route';
import { lineTextSchema } from '../http/input-fields';

/** `/forgotpass`: always answers success, whether or not the address belongs to an account. */
export const forgotPasswordRoute = defineRoute({
  method: 'POST',
  path: '/api/auth/forgot-password',
  access: 'public',
  summary: 'Mail a password reset link (valid 1 hour) if the address has an account',
  tags: ['accounts'],
  body: z.object({ email: lineTextSchema.trim().min(1).max(254) }),
  response: z.object({ success: z.literal(true) }),
});

/**
 * Sets a new password with the token of a mailed link, ends the account's other sessions and
 * signs it in. INVALID_RESET_TOKEN for an unknown, used or expired token; INVALID_FORMAT_PASSWORD.
 */
export const resetPasswordRoute = defineRoute({
  method: 'POST',
  path: '/api/auth/reset-password',
  access: 'public',
  summary: 'Set a password with a reset or set-password link',
  tags: ['accounts'],
  body: z.object({
    token: lineTextSchema.trim().min(1).max(200),
    password: lineTextSchema.max(1_024),
  }),
  response: z.object({ success: z.literal(true) }),
});

import { z } from 'zod';
import { defineRoute } from '../http/define-route';
import { lineTextSchema } from '../http/input-fields';
import { sessionUserSchema } from './session-user';

export const loginBodySchema = z.object({
  /** A username or an e-mail address. */
  username: lineTextSchema.trim().min(1).max(255),
  password: lineTextSchema.min(1).max(1024),
  /** The visitor id the browser generated; that visitor's cart joins the user's at sign-in. */
  generate_id: lineTextSchema.trim().min(8).max(64).optional(),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

/** Spec 2: "The response holds success and response.user.id". */
export const loginResponseSchema = z.object({
  success: z.literal(true),
  response: z.object({ user: sessionUserSchema }),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** Signs in with a username or e-mail and a password; sets a new httpOnly session cookie. */
export const loginRoute = defineRoute({
  method: 'POST',
  path: '/api/auth/login',
  access: 'public',
  summary: 'Sign in (the session cookie is replaced, never reused)',
  tags: ['auth'],
  body: loginBodySchema,
  response: loginResponseSchema,
});

export const logoutRoute = defineRoute({
  method: 'POST',
  path: '/api/auth/logout',
  access: 'public',
  summary: 'Sign out: the session ends on the server and the cookie is cleared',
  tags: ['auth'],
  response: z.object({ success: z.literal(true) }),
});

/** The signed-in user, or null for a visitor, an ended session or a disabled account. */
export const currentUserRoute = defineRoute({
  method: 'GET',
  path: '/api/auth/me',
  access: 'public',
  summary: 'The signed-in user (null when nobody is)',
  tags: ['auth'],
  response: z.object({ success: z.literal(true), data: sessionUserSchema.nullable() }),
});

import { z } from 'zod';
import { defineRoute } from '../http/define-route';

/** The sign-in providers a student can link. */
export const socialProviderSchema = z.enum(['line', 'google', 'facebook']);
export type SocialProviderName = z.infer<typeof socialProviderSchema>;

/** One provider linked to the account, as the profile page lists it. */
export const linkedIdentitySchema = z.object({
  provider: socialProviderSchema,
  /** What the provider called the person when linked; the e-mail it gave, if any. */
  display_name: z.string(),
  email: z.string().nullable(),
  linked_at: z.string(),
});

/** The account's ways to sign in: its linked providers, and whether it has a password. */
export const signInMethodsSchema = z.object({
  identities: z.array(linkedIdentitySchema),
  has_password: z.boolean(),
});
export type SignInMethods = z.infer<typeof signInMethodsSchema>;

/** The signed-in student's ways to sign in. */
export const signInMethodsRoute = defineRoute({
  method: 'GET',
  path: '/private/myaccount/sign-in-methods',
  access: 'signed-in',
  summary: "The account's linked sign-in providers and whether it has a password",
  tags: ['accounts'],
  response: z.object({ success: z.literal(true), data: signInMethodsSchema }),
});

/** Unlinks a provider; refused with LAST_SIGN_IN_METHOD when it is the account's only way in. */
export const unlinkIdentityRoute = defineRoute({
  method: 'DELETE',
  path: '/private/myaccount/sign-in-methods/:provider',
  access: 'signed-in',
  summary: 'Unlink a sign-in provider (never the last way to sign in)',
  tags: ['accounts'],
  params: z.object({ provider: socialProviderSchema }),
  response: z.object({ success: z.literal(true), data: signInMethodsSchema }),
});

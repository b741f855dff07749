import { z } from 'zod';
import { defineRoute } from '../http/define-route';
import { registrationBodySchema } from './registration';
import { socialProviderSchema } from './social-identities';

/**
 * A social sign-in waiting for the buyer: what the provider gave, and the registration fields
 * (as the registration form names them: `email`, `tel`, `customLabel.<id>`, …) the shop's form
 * requires and the provider did not give.
 */
export const socialCompletionSchema = z.object({
  provider: socialProviderSchema,
  display_name: z.string(),
  email: z.string().nullable(),
  fields: z.array(z.string()),
  return_to: z.string(),
});
export type SocialCompletion = z.infer<typeof socialCompletionSchema>;

/** The completion step this browser is in (its HttpOnly cookie names it); SOCIAL_COMPLETION_INVALID otherwise. */
export const socialCompletionRoute = defineRoute({
  method: 'GET',
  path: '/api/auth/social/completion',
  access: 'public',
  summary: "A social sign-in's missing registration fields",
  tags: ['accounts'],
  response: z.object({ success: z.literal(true), data: socialCompletionSchema }),
});

/** The buyer's answers to the missing fields; the registration form's own names and rules. */
export const completeSocialSignInBodySchema = registrationBodySchema.pick({
  firstname: true,
  lastname: true,
  nickname: true,
  email: true,
  tel: true,
  address: true,
  customLabel: true,
  user_group_id: true,
});
export type CompleteSocialSignInBody = z.input<typeof completeSocialSignInBodySchema>;

/**
 * `signed-in`: the student was created and signed in (the answer sets the session cookie), go to
 * `return_to`. `link-mailed`: the e-mail has an account; a link to confirm was mailed there.
 */
export const completeSocialSignInResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ outcome: z.enum(['signed-in', 'link-mailed']), return_to: z.string() }),
});

/** Creates the student from the provider's profile and the answers; INPUT_ERROR lists fields still wrong. */
export const completeSocialSignInRoute = defineRoute({
  method: 'POST',
  path: '/api/auth/social/completion',
  access: 'public',
  summary: 'Complete a social sign-in with the missing registration fields',
  tags: ['accounts'],
  body: completeSocialSignInBodySchema,
  response: completeSocialSignInResponseSchema,
});

import { z } from 'zod';

/**
 * The secrets each sign-in provider needs in live mode (PAYMENT_MODE=live); the ids live in the
 * shop's settings (back office, "Students"). A provider is offered only when both are present.
 * In sandbox mode none is read: the identity sandbox's own ids and secrets are used.
 */
export const socialProviderEnv = {
  /** LINE Login channel secret (LINE Developers console, channel "Basic settings"). */
  LINE_CHANNEL_SECRET: z.string().min(1).optional(),
  /** Google OAuth client secret (Google Cloud console, "Credentials", a Web application client). */
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  /** Facebook app secret (Meta for Developers, app "Settings > Basic"). */
  FACEBOOK_APP_SECRET: z.string().min(1).optional(),
  /**
   * The Messaging API channel access token of the shop's LINE Official Account (LINE Developers
   * console, the Messaging API channel, "Messaging API" tab). Live, no LINE message is sent without it.
   */
  LINE_MESSAGING_ACCESS_TOKEN: z.string().min(1).optional(),
};

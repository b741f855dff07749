import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { forgotPasswordRoute, resetPasswordRoute } from '@shop/contract/accounts/password-reset';
import type { Config } from '../../config';
import { contractRoute } from '../../lib/contract-route';
import { validationTexts } from './request-locale';
import { requestPasswordReset, resetPassword } from './password-reset.service';

/** Password reset for /forgotpass, and the set-password links of non-member accounts. */
export const passwordResetRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  app.route({
    // Per address: a few a minute is plenty for a person and too slow to flood a mailbox.
    ...contractRoute(forgotPasswordRoute, { rateLimit: { max: 5, timeWindow: '1 minute' } }),
    handler: async (request) => {
      await requestPasswordReset(app.db, request.body.email, {
        publicUrl: config.PUBLIC_URL,
        now: new Date(),
      });
      return { success: true as const };
    },
  });

  app.route({
    ...contractRoute(resetPasswordRoute, { rateLimit: { max: 10, timeWindow: '1 minute' } }),
    handler: async (request, reply) => {
      const { userId } = await resetPassword(app.db, request.body, {
        texts: validationTexts(request),
        now: new Date(),
      });
      await reply.startSession(userId);
      return { success: true as const };
    },
  });
};

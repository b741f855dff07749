import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestSignInLinkRoute, signInWithLinkRoute } from '@shop/contract/accounts/sign-in-link';
import type { Config } from '../../../config';
import { contractRoute } from '../../../lib/contract-route';
import { requestSignInLink, useSignInLink } from './sign-in-link.service';

/** One-tap sign-in links for a returning buyer whose e-mail already has an account. */
export const signInLinkRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  app.route({
    // Per address: a few a minute is plenty for a person and too slow to flood a mailbox.
    ...contractRoute(requestSignInLinkRoute, { rateLimit: { max: 5, timeWindow: '1 minute' } }),
    handler: async (request) => {
      await requestSignInLink(
        app.db,
        { email: request.body.email, returnTo: request.body.return_to },
        { publicUrl: config.PUBLIC_URL, now: new Date() },
      );
      return { success: true as const };
    },
  });

  app.route({
    ...contractRoute(signInWithLinkRoute, { rateLimit: { max: 10, timeWindow: '1 minute' } }),
    handler: async (request, reply) => {
      const { userId, returnTo } = await useSignInLink(app.db, request.body.token, new Date());
      await reply.startSession(userId);
      return { success: true as const, data: { return_to: returnTo } };
    },
  });
};

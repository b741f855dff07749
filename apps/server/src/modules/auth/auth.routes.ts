import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUserRoute, loginRoute, logoutRoute } from '@shop/contract/auth/login';
import type { Config } from '../../config';
import { contractRoute } from '../../lib/contract-route';
import { optionalUser } from '../../plugins/session';
import { authenticate } from './auth.service';
import { signInRateLimit } from './sign-in-limit';
import { toSessionUser } from './session-user.mapper';

export const authRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  app.route({
    // Per account and address: guessing one account's password is slow, a busy office is not.
    ...contractRoute(loginRoute, signInRateLimit(app.db, config.LOGIN_ATTEMPTS_PER_MINUTE)),
    handler: async (request, reply) => {
      const user = await authenticate(app.db, request.body.username, request.body.password);
      await reply.startSession(user.id);
      await app.shopEvents.emitSignedIn({ userId: user.id, visitorId: request.body.generate_id ?? null });
      return { success: true as const, response: { user: toSessionUser(user) } };
    },
  });

  app.route({
    ...contractRoute(logoutRoute),
    handler: async (_request, reply) => {
      await reply.endSession();
      return { success: true as const };
    },
  });

  app.route({
    ...contractRoute(currentUserRoute),
    handler: async (request) => {
      const user = await optionalUser(request);
      return { success: true as const, data: user ? toSessionUser(user) : null };
    },
  });
};

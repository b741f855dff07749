import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUserRoute, loginRoute, logoutRoute } from '@shop/contract/auth/login';
import type { Config } from '../../config';
import { contractRoute } from '../../lib/contract-route';
import { localWindowCounter, sharedWindowCounter } from '../../lib/window-counter';
import { optionalUser } from '../../plugins/session';
import { authenticate } from './auth.service';
import { failedSignInLimit } from './failed-sign-in-limit';
import { signInRateLimit } from './sign-in-limit';
import { toSessionUser } from './session-user.mapper';
import { linkConfirmationRoutes } from './social/link-confirmation.routes';
import { profileCompletionRoutes } from './social/profile-completion.routes';
import { socialSignInRoutes } from './social/social-sign-in.routes';

export const authRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  // Shared by every instance through Redis, as the rate limits are.
  const failures = app.redis
    ? sharedWindowCounter(app.redis, 'shop-sign-in-failures:', app.log)
    : localWindowCounter();
  const failedSignIns = failedSignInLimit(failures, config.LOGIN_FAILURES_PER_MINUTE);
  // Social sign-ins share the failed sign-in count of an address with password sign-ins.
  await app.register(socialSignInRoutes, { config, failedSignIns });
  await app.register(profileCompletionRoutes, { config });
  await app.register(linkConfirmationRoutes, { config });

  app.route({
    // Per account and address: guessing one account's password is slow, a busy office is not.
    ...contractRoute(loginRoute, signInRateLimit(app.db, config.LOGIN_ATTEMPTS_PER_MINUTE)),
    // Per address, failures only: a new name each try is no way around it. A sprayed address is
    // refused here, before the per-account limit looks the name up in the database.
    preValidation: async (request) => {
      await failedSignIns.refuseWhileFull(request.ip);
    },
    handler: async (request, reply) => {
      const user = await failedSignIns.counting(request.ip, (check) =>
        authenticate(app.db, request.body.username, request.body.password, check),
      );
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

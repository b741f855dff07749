import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signInMethodsRoute, unlinkIdentityRoute } from '@shop/contract/accounts/social-identities';
import { contractRoute } from '../../../lib/contract-route';
import { requireUser } from '../../../plugins/session';
import { getSignInMethods, unlinkIdentity } from './sign-in-methods.service';

/** The profile page's sign-in methods: linked providers (linking starts at /api/auth/social) and unlinking. */
export const signInMethodsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...contractRoute(signInMethodsRoute),
    handler: async (request) => {
      const user = await requireUser(request);
      return { success: true as const, data: await getSignInMethods(app.db, user.id) };
    },
  });

  app.route({
    ...contractRoute(unlinkIdentityRoute),
    handler: async (request) => {
      const user = await requireUser(request);
      return { success: true as const, data: await unlinkIdentity(app.db, user.id, request.params.provider) };
    },
  });
};

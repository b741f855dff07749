import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { changePasswordRoute, updateProfileRoute } from '@shop/contract/accounts/my-account';
import { contractRoute } from '../../lib/contract-route';
import { perSessionRateLimit } from '../../lib/session-rate-limit';
import { requireUser } from '../../plugins/session';
import { uploadOwnerOf } from '../media/index';
import { changePassword } from './password-change.service';
import { requestLocale, validationTexts } from './request-locale';
import { updateProfile } from './student-account.service';

/** My account: the student changes their main data and their password. */
export const myAccountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...contractRoute(updateProfileRoute),
    handler: async (request) => {
      const user = await requireUser(request);
      await updateProfile(app.db, user.id, request.body, {
        texts: validationTexts(request),
        locale: requestLocale(request),
        owner: await uploadOwnerOf(request),
        now: new Date(),
      });
      return { success: true as const };
    },
  });

  app.route({
    // Each try checks a password: as slow for a guesser as the sign-in form.
    ...contractRoute(changePasswordRoute, perSessionRateLimit(10)),
    handler: async (request) => {
      const user = await requireUser(request);
      const session = await request.session();
      await changePassword(app.db, user, request.body, {
        texts: validationTexts(request),
        locale: requestLocale(request),
        keepSession: session.kind === 'active' ? session.tokenHash : null,
        now: new Date(),
      });
      return { success: true as const };
    },
  });
};

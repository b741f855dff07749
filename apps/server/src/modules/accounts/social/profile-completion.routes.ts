import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { completeSocialSignInRoute, socialCompletionRoute } from '@shop/contract/accounts/social-completion';
import type { Config } from '../../../config';
import { contractRoute } from '../../../lib/contract-route';
import { uploadOwnerOf } from '../../media/index';
import { requestLocale } from '../request-locale';
import {
  COMPLETION_COOKIE,
  completionCookieOptions,
  LINK_COOKIE,
  linkCookieOptions,
} from './completion-cookie';
import { finishProfileCompletion, getProfileCompletion } from './profile-completion.service';

/** The completion step of a first social sign-in: what is still needed, then the answers. */
export const profileCompletionRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  app.route({
    ...contractRoute(socialCompletionRoute),
    handler: async (request) => {
      const data = await getProfileCompletion(app.db, request.cookies[COMPLETION_COOKIE], {
        locale: requestLocale(request),
        now: new Date(),
      });
      return { success: true as const, data };
    },
  });

  app.route({
    ...contractRoute(completeSocialSignInRoute, { rateLimit: { max: 10, timeWindow: '1 minute' } }),
    handler: async (request, reply) => {
      const done = await finishProfileCompletion(app.db, request.cookies[COMPLETION_COOKIE], request.body, {
        locale: requestLocale(request),
        owner: await uploadOwnerOf(request),
        now: new Date(),
        publicUrl: config.PUBLIC_URL,
      });
      void reply.clearCookie(COMPLETION_COOKIE, completionCookieOptions(config));
      if (done.kind === 'link-mailed') {
        void reply.setCookie(LINK_COOKIE, done.browserToken, linkCookieOptions(config));
        return { success: true as const, data: { outcome: done.kind, return_to: done.returnTo } };
      }
      await reply.startSession(done.user.id);
      await app.shopEvents.emitSignedIn({ userId: done.user.id, visitorId: done.visitorId });
      return { success: true as const, data: { outcome: done.kind, return_to: done.returnTo } };
    },
  });
};

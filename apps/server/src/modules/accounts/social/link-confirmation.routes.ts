import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../../../config';
import { AppError } from '../../../lib/app-error';
import { LINK_COOKIE, linkCookieOptions } from './completion-cookie';
import { confirmLinkByMail } from './link-confirmation.service';
import { toSignInPage } from './social-sign-in.routes';

/**
 * The link mailed to an account's address when a provider profile gave it: opened in the browser
 * that signed in, it links the profile and signs the account in, then returns the buyer where
 * they were. A browser navigation: it answers with redirects, never JSON.
 */
export const linkConfirmationRoutes: FastifyPluginAsync<{ config: Config }> = async (app, { config }) => {
  app.get<{ Querystring: { token?: string } }>(
    '/api/auth/social/confirm-link',
    {
      config: {
        access: 'public',
        rateLimit: { max: config.LOGIN_ATTEMPTS_PER_MINUTE, timeWindow: '1 minute' },
      },
      schema: { hide: true },
    },
    async (request, reply) => {
      try {
        const done = await confirmLinkByMail(app.db, {
          token: request.query.token,
          browserToken: request.cookies[LINK_COOKIE],
          now: new Date(),
        });
        void reply.clearCookie(LINK_COOKIE, linkCookieOptions(config));
        await reply.startSession(done.user.id);
        await app.shopEvents.emitSignedIn({ userId: done.user.id, visitorId: done.visitorId });
        return await reply.redirect(done.returnTo, 303);
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        request.log.info({ code: error.code, reason: error.message }, 'social link confirmation refused');
        return toSignInPage(reply, error.code, '/');
      }
    },
  );
};

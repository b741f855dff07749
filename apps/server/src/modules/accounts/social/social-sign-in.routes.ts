import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { ErrorCode } from '@shop/domain/errors/error-codes';
import type { Config } from '../../../config';
import { AppError } from '../../../lib/app-error';
import { newSecureToken } from '../../../lib/secure-token';
import { optionalUser } from '../../../plugins/session';
import { uploadOwnerOf } from '../../media/index';
import { requestLocale } from '../request-locale';
import {
  COMPLETION_COOKIE,
  completionCookieOptions,
  LINK_COOKIE,
  linkCookieOptions,
} from './completion-cookie';
import { isSocialProvider } from '../../../social-providers';
import type { failedSignInLimit } from '../failed-sign-in-limit';
import { completeSocialSignIn, safeReturnPath, startSocialSignIn } from './social-sign-in.service';

/** Binds a sign-in to the browser that started it: a callback from any other browser finds nothing. */
const BROWSER_COOKIE = 'social_sign_in';
const COOKIE_PATH = '/api/auth/social';
const VISITOR_ID = /^[A-Za-z0-9_-]{8,64}$/;

type Params = { provider: string };
type StartQuery = { return_to?: string; link?: string; generate_id?: string };
type CallbackQuery = { code?: string; state?: string; error?: string };

type Options = { config: Config; failedSignIns: ReturnType<typeof failedSignInLimit> };

/** Every refusal ends on the sign-in page with its code; the page shows the text and offers the way back. */
export const toSignInPage = (reply: FastifyReply, code: string, returnTo: string) =>
  reply.redirect(`/login?${new URLSearchParams({ social_error: code, next: returnTo }).toString()}`, 303);

/** The web's completion page, which asks what the shop's form still needs, then returns the buyer. */
const socialCompletionPage = (returnTo: string) =>
  `/login/complete?${new URLSearchParams({ next: returnTo }).toString()}`;

const refusalOf = (request: FastifyRequest, error: unknown): { code: string; returnTo: string } => {
  if (!(error instanceof AppError)) {
    request.log.error({ err: error }, 'social sign-in failed unexpectedly');
    return { code: ErrorCode.SOCIAL_SIGN_IN_PROVIDER_DOWN, returnTo: '/' };
  }
  request.log.info({ code: error.code, reason: error.message }, 'social sign-in refused');
  const result = error.result as { returnTo?: string } | undefined;
  return { code: error.code, returnTo: safeReturnPath(result?.returnTo) };
};

/**
 * LINE, Google and Facebook sign-in: the start sends the browser to the provider, the callback
 * completes it and returns the buyer where they were. Browser navigations, not API calls: both
 * answer with redirects, never JSON.
 */
export const socialSignInRoutes: FastifyPluginAsync<Options> = async (app, { config, failedSignIns }) => {
  const cookieOptions = {
    path: COOKIE_PATH,
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: config.PUBLIC_URL.startsWith('https:'),
  };

  app.get<{ Params: Params; Querystring: StartQuery }>(
    '/api/auth/social/:provider',
    { config: { access: 'public' }, schema: { hide: true } },
    async (request, reply) => {
      const returnTo = safeReturnPath(request.query.return_to);
      const { provider } = request.params;
      if (!isSocialProvider(provider))
        return toSignInPage(reply, ErrorCode.SOCIAL_SIGN_IN_UNAVAILABLE, returnTo);
      const user = request.query.link === '1' ? await optionalUser(request) : null;
      if (request.query.link === '1' && !user) return toSignInPage(reply, ErrorCode.UNAUTHORIZED, returnTo);
      const browserToken = request.cookies[BROWSER_COOKIE] ?? newSecureToken();
      try {
        const visitorId = request.query.generate_id;
        const url = await startSocialSignIn(
          { db: app.db, config },
          {
            provider,
            browserToken,
            returnTo,
            visitorId: visitorId !== undefined && VISITOR_ID.test(visitorId) ? visitorId : null,
            linkUserId: user?.id ?? null,
            now: new Date(),
          },
        );
        void reply.setCookie(BROWSER_COOKIE, browserToken, { ...cookieOptions, maxAge: 600 });
        return await reply.redirect(url, 303);
      } catch (error) {
        return toSignInPage(reply, refusalOf(request, error).code, returnTo);
      }
    },
  );

  app.get<{ Params: Params; Querystring: CallbackQuery }>(
    '/api/auth/social/:provider/callback',
    {
      // The same per-address limit as a password sign-in, and its failed-sign-in count below.
      config: {
        access: 'public',
        rateLimit: {
          max: config.LOGIN_ATTEMPTS_PER_MINUTE,
          timeWindow: '1 minute',
          keyGenerator: (request) => `${request.ip}:social`,
        },
      },
      schema: { hide: true },
    },
    async (request, reply) => {
      const { provider } = request.params;
      if (!isSocialProvider(provider)) return toSignInPage(reply, ErrorCode.SOCIAL_SIGN_IN_UNAVAILABLE, '/');
      try {
        await failedSignIns.refuseWhileFull(request.ip);
        const sessionUser = await optionalUser(request);
        const outcome = await failedSignIns.counting(request.ip, async ({ takePlace }) => {
          await takePlace();
          return completeSocialSignIn(
            { db: app.db, config },
            {
              provider,
              callback: { code: request.query.code, state: request.query.state, error: request.query.error },
              browserToken: request.cookies[BROWSER_COOKIE],
              sessionUserId: sessionUser?.id ?? null,
              locale: requestLocale(request),
              owner: await uploadOwnerOf(request),
              now: new Date(),
            },
          );
        });
        if (outcome.kind === 'needs-completion') {
          void reply.setCookie(COMPLETION_COOKIE, outcome.token, completionCookieOptions(config));
          return await reply.redirect(socialCompletionPage(outcome.returnTo), 303);
        }
        if (outcome.kind === 'link-mailed') {
          void reply.setCookie(LINK_COOKIE, outcome.browserToken, linkCookieOptions(config));
          return await toSignInPage(reply, ErrorCode.SOCIAL_LINK_MAIL_SENT, outcome.returnTo);
        }
        if (outcome.kind === 'signed-in') {
          await reply.startSession(outcome.user.id);
          await app.shopEvents.emitSignedIn({ userId: outcome.user.id, visitorId: outcome.visitorId });
        }
        return await reply.redirect(outcome.returnTo, 303);
      } catch (error) {
        const refusal = refusalOf(request, error);
        return toSignInPage(reply, refusal.code, refusal.returnTo);
      }
    },
  );
};

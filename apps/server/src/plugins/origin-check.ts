import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ErrorCode } from '@shop/domain/errors/error-codes';
import { AppError } from '../lib/app-error';
import { isShopOrigin } from '../lib/shop-origin';

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Provider callbacks come from the providers' own sites; the payment sandbox stands in for those
 * sites (its hosted pages post forms to themselves, which Chromium sends with `Origin: null`
 * under our no-referrer policy) and holds nothing of the shop's. A provider's page posts the
 * buyer back to `/payment/<order>`, which only redirects to the return screen.
 */
const CROSS_ORIGIN_PATHS = ['/webhook/', '/sandbox/', '/payment/'];

/**
 * Whether a request comes from the shop's own pages, or from no browser page at all (no Origin):
 * what a route exempt from the check below asks before it trusts the session cookie.
 */
export const isFromShopPages = (request: FastifyRequest, publicUrl: string): boolean => {
  const origin = request.headers.origin;
  return (
    origin === undefined ||
    isShopOrigin(origin, { publicOrigin: new URL(publicUrl).origin, hostHeader: request.headers.host })
  );
};

const isCrossSite = (request: FastifyRequest, allowed: string): boolean => {
  if (!UNSAFE_METHODS.has(request.method)) return false;
  const origin = request.headers.origin;
  if (origin === undefined) return false;
  if (CROSS_ORIGIN_PATHS.some((prefix) => request.url.startsWith(prefix))) return false;
  // `request.host` would read X-Forwarded-Host behind a trusted proxy: the raw Host header only.
  return !isShopOrigin(origin, { publicOrigin: allowed, hostHeader: request.headers.host });
};

/**
 * Refuses a state-changing request that a browser sent from another site (a second line of
 * defence beside SameSite cookies). Requests without an Origin header are not from a
 * cross-site browser form or fetch and pass.
 */
export const originCheckPlugin = fp(
  (app: FastifyInstance, options: { publicUrl: string }) => {
    const allowed = new URL(options.publicUrl).origin;
    app.addHook('onRequest', (request, _reply, done) => {
      done(
        isCrossSite(request, allowed)
          ? new AppError(ErrorCode.FORBIDDEN, { message: 'Cross-site request refused' })
          : undefined,
      );
    });
  },
  { name: 'origin-check' },
);

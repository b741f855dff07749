import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { RouteAccess } from '@shop/contract/http/define-route';
import { requireAccess } from '../lib/route-access';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route; the `onRequest` check below reads it from the route the router chose. */
    access?: RouteAccess;
  }
}

/**
 * Who may call a route is part of the route (`config.access`, from its contract definition), so
 * the check follows the route the router chose, never the spelling of the address. It runs in
 * `onRequest`, before the body is even parsed: a visitor learns to sign in, not what a valid body
 * of a private or back-office route looks like. An address nothing matched is public (a 404).
 */
export const routeAccessPlugin = fp(
  (app: FastifyInstance, _options: object, done: (error?: Error) => void) => {
    app.addHook('onRequest', async (request) => {
      await requireAccess(request, request.routeOptions.config.access ?? 'public');
    });
    done();
  },
  { name: 'route-access', dependencies: ['session'] },
);

import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { RouteAccess } from '@shop/contract/http/define-route';
import { accessMismatch } from '../lib/route-access';

export type RegisteredRoute = { method: string; url: string; access: RouteAccess };

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route the app registered, in order (the access tests walk it). */
    registeredRoutes(): readonly RegisteredRoute[];
  }
}

/**
 * Keeps the list of routes as they are registered, and refuses to start when a route's declared
 * access does not fit its path (a back-office route open to anyone, a private route without a
 * session, an API route that says nothing). Must be registered before any route.
 */
export const routeRegistryPlugin = fp(
  (app: FastifyInstance, _options: object, done: (error?: Error) => void) => {
    const routes: RegisteredRoute[] = [];
    app.addHook('onRoute', (route) => {
      const declared = route.config?.access;
      const mismatch = accessMismatch(route.url, declared);
      if (mismatch) throw new Error(`Route ${String(route.method)} ${route.url}: ${mismatch}`);
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods) routes.push({ method, url: route.url, access: declared ?? 'public' });
    });
    app.decorate('registeredRoutes', () => routes);
    done();
  },
  { name: 'route-registry' },
);

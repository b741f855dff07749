import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export type RegisteredRoute = { method: string; url: string };

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route the app registered, in order (the back office's access test walks it). */
    registeredRoutes(): readonly RegisteredRoute[];
  }
}

/** Keeps the list of routes as they are registered; must be registered before any route. */
export const routeRegistryPlugin = fp(
  (app: FastifyInstance, _options: object, done: (error?: Error) => void) => {
    const routes: RegisteredRoute[] = [];
    app.addHook('onRoute', (route) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods) routes.push({ method, url: route.url });
    });
    app.decorate('registeredRoutes', () => routes);
    done();
  },
  { name: 'route-registry' },
);

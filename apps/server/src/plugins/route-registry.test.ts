import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import type { RouteAccess } from '@shop/contract/http/define-route';
import { routeRegistryPlugin } from './route-registry';

/** Starts a bare app with the registry and one route, and answers whether it started. */
const startWith = async (url: string, access?: RouteAccess) => {
  const app = Fastify();
  await app.register(routeRegistryPlugin);
  try {
    app.get(url, { ...(access ? { config: { access } } : {}) }, () => ({ ok: true }));
    await app.ready();
    return { started: true, routes: app.registeredRoutes() };
  } catch (error) {
    return { started: false, reason: (error as Error).message };
  } finally {
    await app.close();
  }
};

describe('the route registry at start-up', () => {
  it.each([
    ['/api/admin/new-report', undefined],
    ['/api/admin/new-report', 'public'],
    ['/api/admin/new-report', 'signed-in'],
    ['/private/new-page', undefined],
    ['/private/new-page', 'public'],
    ['/api/new-thing', undefined],
    ['/public/new-list', undefined],
  ] as const)('refuses to start with %s declared %s', async (url, access) => {
    const result = await startWith(url, access);

    expect(result.started).toBe(false);
    expect(result.reason).toContain(url);
  });

  it.each([
    ['/api/admin/new-report', 'admin'],
    ['/private/new-page', 'signed-in'],
    ['/private/new-page', 'admin'],
    ['/public/new-list', 'public'],
    ['/webhook/payment/new-provider', undefined],
  ] as const)('starts with %s declared %s, and lists it with its access', async (url, access) => {
    const result = await startWith(url, access);

    expect(result.started).toBe(true);
    expect(result.routes).toContainEqual({ method: 'GET', url, access: access ?? 'public' });
  });
});

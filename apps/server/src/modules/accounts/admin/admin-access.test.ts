import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isAdminRoutePath } from '../../../lib/route-access';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { insertInstructor, insertStudent, insertUser } from '../../../test/factories';
import { sessionCookieFor } from '../../../test/sessions';

/** A concrete address for a route pattern: every `:param` becomes 1. */
const addressOf = (url: string) => url.replaceAll(/:[A-Za-z_]+/g, '1');

/**
 * Walks every route the app registered under /api/admin, so a back-office route added later is
 * checked without anyone remembering to add it here.
 */
describe('who may call the back office', () => {
  let t: TestApp;
  let adminRoutes: { method: string; url: string }[];
  const cookies: Record<'student' | 'instructor' | 'admin', string> = {
    student: '',
    instructor: '',
    admin: '',
  };
  beforeAll(async () => {
    t = await buildTestApp();
    adminRoutes = t.app
      .registeredRoutes()
      .filter((route) => isAdminRoutePath(route.url) && route.method !== 'HEAD');
    cookies.student = await sessionCookieFor(t.db, (await insertStudent(t.db)).id);
    cookies.instructor = await sessionCookieFor(t.db, (await insertInstructor(t.db)).id);
    cookies.admin = await sessionCookieFor(t.db, (await insertUser(t.db, { roles: ['admin'] })).id);
  });
  afterAll(async () => {
    await t.close();
  });

  const call = (route: { method: string; url: string }, cookie?: string) =>
    t.app.inject({
      method: route.method as 'GET',
      url: addressOf(route.url),
      ...(cookie ? { headers: { cookie } } : {}),
      ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
    });

  it('has back-office routes to check', () => {
    expect(adminRoutes.length).toBeGreaterThanOrEqual(5);
  });

  it('answers 401 to a visitor on every back-office route', async () => {
    for (const route of adminRoutes) {
      const response = await call(route);
      expect({ route, status: response.statusCode }).toEqual({ route, status: 401 });
    }
  });

  it('answers 403 to a student and to an instructor on every back-office route', async () => {
    for (const route of adminRoutes) {
      for (const role of ['student', 'instructor'] as const) {
        const response = await call(route, cookies[role]);
        expect({ route, role, status: response.statusCode }).toEqual({ route, role, status: 403 });
        expect(response.json()).toMatchObject({ success: false, error: { code: 'FORBIDDEN' } });
      }
    }
  });

  it('lets an administrator through the check on every back-office route', async () => {
    for (const route of adminRoutes) {
      const response = await call(route, cookies.admin);
      expect({ route, status: response.statusCode }).not.toEqual({ route, status: 401 });
      expect({ route, status: response.statusCode }).not.toEqual({ route, status: 403 });
    }
  });
});

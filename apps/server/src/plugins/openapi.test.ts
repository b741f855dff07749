import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { insertStudent, insertUser } from '../test/factories';
import { sessionCookieFor } from '../test/sessions';

type OpenApi = { paths: Record<string, unknown> };

const pathsOf = async (t: TestApp, cookie?: string) =>
  Object.keys(
    (
      await t.app.inject({ method: 'GET', url: '/docs/json', headers: cookie ? { cookie } : {} })
    ).json<OpenApi>().paths,
  );

const isAdmin = (path: string) => path.startsWith('/api/admin/');
const isSandboxControl = (path: string) => path.startsWith('/sandbox/__control');

describe('the API description at /docs', () => {
  const apps: TestApp[] = [];
  let sandbox: TestApp;
  let live: TestApp;
  beforeAll(async () => {
    sandbox = await buildTestApp();
    live = await buildTestApp({ PAYMENT_MODE: 'live' });
    apps.push(sandbox, live);
  });
  afterAll(async () => {
    for (const t of apps) await t.close();
  });

  it("shows a visitor and a student the public and the students' operations, and no back-office or sandbox control", async () => {
    const student = await sessionCookieFor(sandbox.db, (await insertStudent(sandbox.db)).id);

    for (const paths of [await pathsOf(sandbox), await pathsOf(sandbox, student)]) {
      expect(paths).toContain('/public/courses');
      expect(paths).toContain('/private/my-courses');
      expect(paths.filter(isAdmin)).toEqual([]);
      expect(paths.filter(isSandboxControl)).toEqual([]);
    }
  });

  it('shows a signed-in administrator the back office, and the sandbox controls while the sandbox runs', async () => {
    const admin = await sessionCookieFor(sandbox.db, (await insertUser(sandbox.db, { roles: ['admin'] })).id);

    const paths = await pathsOf(sandbox, admin);

    expect(paths).toContain('/public/courses');
    expect(paths).toContain('/api/admin/settings');
    expect(paths).toContain('/sandbox/__control/reset');
  });

  it('lists no sandbox operation at all in live mode, even to an administrator', async () => {
    const admin = await sessionCookieFor(live.db, (await insertUser(live.db, { roles: ['admin'] })).id);

    const paths = await pathsOf(live, admin);

    expect(paths).toContain('/api/admin/settings');
    expect(paths.filter((path) => path.startsWith('/sandbox'))).toEqual([]);
  });
});

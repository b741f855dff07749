import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { insertCourse, insertPlan, insertStudent, insertUser, TEST_PASSWORD } from '../test/factories';
import { sessionCookieFor } from '../test/sessions';

describe('Cache-Control of answers', () => {
  let t: TestApp;
  let studentCookie: string;
  let adminCookie: string;
  let username: string;
  let courseId: number;

  beforeAll(async () => {
    t = await buildTestApp();
    const student = await insertStudent(t.db);
    username = student.username;
    studentCookie = await sessionCookieFor(t.db, student.id);
    adminCookie = await sessionCookieFor(t.db, (await insertUser(t.db, { roles: ['admin'] })).id);
    courseId = (await insertCourse(t.db)).id;
    await insertPlan(t.db, courseId);
  });
  afterAll(async () => {
    await t.close();
  });

  const get = (url: string, cookie?: string) =>
    t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

  it.each([
    ["the buyer's orders", '/private/orders', 'student'],
    ["the buyer's cart", '/private/cart', 'student'],
    ["the buyer's profile", '/private/students', 'student'],
    ['a private read refused to a visitor', '/private/orders', 'visitor'],
    ['the signed-in user', '/api/auth/me', 'student'],
    ['the back-office settings', '/api/admin/settings', 'admin'],
    ['a course page as the buyer sees it', 'course-page', 'student'],
  ] as const)('keeps %s out of every cache', async (_name, url, who) => {
    const cookie = who === 'student' ? studentCookie : who === 'admin' ? adminCookie : undefined;

    const response = await get(url === 'course-page' ? `/public/courses/${String(courseId)}/0` : url, cookie);

    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('keeps a sign-in answer, which sets the session cookie, out of every cache', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username, password: TEST_PASSWORD },
    });

    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it.each([
    ['the course list', '/public/courses'],
    ['the public settings', '/api/setting/site/into/1'],
    ['the shipping fees', '/public/shipping/fees'],
  ])('leaves %s, which is the same for everyone, cacheable', async (_name, url) => {
    const response = await get(url);

    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBeUndefined();
  });
});

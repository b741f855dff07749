import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/tables';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { insertStudent, insertInstructor, TEST_PASSWORD } from '../../test/factories';
import { signIn } from '../../test/sign-in';

describe('signing in and out', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const login = (username: string, password: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password }, headers });
  const me = (cookie?: string) =>
    t.app.inject({ method: 'GET', url: '/api/auth/me', headers: cookie ? { cookie } : {} });

  it('signs a student in by username or e-mail in any letter case with an httpOnly, SameSite cookie', async () => {
    const student = await insertStudent(t.db, { username: 'Somsri', email: 'somsri@example.com' });

    for (const name of ['somsri', 'SOMSRI@example.com']) {
      const response = await login(name, TEST_PASSWORD);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        success: true,
        response: { user: { id: student.id, roles: ['student'] } },
      });
      const cookie = response.cookies.find((item) => item.name === 'sid');
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    }
  });

  it('answers who is signed in, and never shows the password hash', async () => {
    const student = await insertStudent(t.db);
    const cookie = await signIn(t.app, student.username);

    const response = await me(cookie);

    expect(response.json()).toMatchObject({ data: { id: student.id, username: student.username } });
    expect(response.body).not.toContain('argon2');
  });

  it('refuses a wrong password without setting a cookie', async () => {
    const student = await insertStudent(t.db);

    const response = await login(student.username, 'not-the-password');

    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ error: { code: 'INVALID_CREDENTIALS' } });
    expect(response.cookies).toHaveLength(0);
  });

  it('refuses an unknown user with the same answer as a wrong password', async () => {
    const response = await login('nobody-at-all', 'whatever');

    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ error: { code: 'INVALID_CREDENTIALS' } });
  });

  it('issues a new session at every sign-in and the old one stops working', async () => {
    const student = await insertStudent(t.db);
    const first = await signIn(t.app, student.username);

    const again = await login(student.username, TEST_PASSWORD, { cookie: first });
    const second = `sid=${again.cookies.find((item) => item.name === 'sid')?.value ?? ''}`;

    expect(second).not.toBe(first);
    expect((await me(second)).json()).toMatchObject({ data: { username: student.username } });
    expect((await me(first)).json()).toEqual({ success: true, data: null });
  });

  it('tells a visitor on a private route to sign in (UNAUTHORIZED) and an ended session that it expired (PERMISSION_DENIED)', async () => {
    const student = await insertStudent(t.db);
    const cookie = await signIn(t.app, student.username);

    const loggedOut = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } });

    expect(loggedOut.statusCode).toBe(200);
    expect((await me()).json()).toEqual({ success: true, data: null });
    const privateCall = (headers: Record<string, string>) =>
      t.app.inject({ method: 'GET', url: '/private/cart', headers });
    expect((await privateCall({})).json()).toMatchObject({ error: { code: 'UNAUTHORIZED' } });
    const expired = await privateCall({ cookie });
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toMatchObject({ error: { code: 'PERMISSION_DENIED' } });
  });

  it('signs out a disabled account with WHITELIST_USER_DENIED and refuses its next sign-in', async () => {
    const student = await insertStudent(t.db);
    const cookie = await signIn(t.app, student.username);

    await t.db.update(users).set({ isActive: false }).where(eq(users.id, student.id));

    const privateCall = await t.app.inject({ method: 'GET', url: '/private/cart', headers: { cookie } });
    expect(privateCall.json()).toMatchObject({ error: { code: 'WHITELIST_USER_DENIED' } });
    expect((await me(cookie)).json()).toEqual({ success: true, data: null });
    expect((await login(student.username, TEST_PASSWORD)).json()).toMatchObject({
      error: { code: 'ACCOUNT_DISABLED' },
    });
  });

  it('lets an instructor sign in with the instructor role', async () => {
    const instructor = await insertInstructor(t.db);

    const response = await login(instructor.username, TEST_PASSWORD);

    expect(response.json()).toMatchObject({ response: { user: { roles: ['instructor'] } } });
  });

  it('refuses a sign-in posted from another site', async () => {
    const student = await insertStudent(t.db);

    const response = await login(student.username, TEST_PASSWORD, { origin: 'https://evil.example' });

    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ error: { code: 'FORBIDDEN' } });
  });

  it('slows down password guessing: the eleventh try in a minute is refused', async () => {
    const student = await insertStudent(t.db);
    const answers: number[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1)
      answers.push((await login(student.username, 'guess')).statusCode);

    expect(answers.slice(0, 10).every((status) => status === 401)).toBe(true);
    expect(answers[10]).toBe(429);
  });
});

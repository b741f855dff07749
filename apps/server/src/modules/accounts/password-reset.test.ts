import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordTokens, users } from '../../db/tables';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { insertStudent, TEST_PASSWORD } from '../../test/factories';
import { deliverAndReadMail, makeDataDir, removeDataDir, type ReadMail } from '../../test/read-mail';
import { signIn } from '../../test/sign-in';

const tokenIn = (mail: ReadMail | undefined) =>
  /\/forgotpass\?token=([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1] ?? '';

describe('password reset for /forgotpass', () => {
  let t: TestApp;
  let dataDir: string;
  let address = 0;
  beforeAll(async () => {
    dataDir = await makeDataDir();
    t = await buildTestApp({ DATA_DIR: dataDir, PUBLIC_URL: 'https://shop.example.com' });
  });
  afterAll(async () => {
    await t.close();
    await removeDataDir(dataDir);
  });

  const post = (url: string, payload: Record<string, unknown>, headers: Record<string, string> = {}) => {
    address += 1;
    return t.app.inject({
      method: 'POST',
      url,
      payload,
      headers,
      remoteAddress: `10.9.0.${String(address)}`,
    });
  };
  const forgot = (email: string) => post('/api/auth/forgot-password', { email });
  const reset = (token: string, password: string, headers: Record<string, string> = {}) =>
    post('/api/auth/reset-password', { token, password }, headers);
  const mailsTo = async (to: string) =>
    (await deliverAndReadMail(t.db, dataDir)).filter((mail) => mail.to === to);
  const passwordHashOf = async (id: number) =>
    (await t.db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, id)))[0]?.hash;
  const login = (username: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password } });

  it('answers success for an unknown address and mails nobody', async () => {
    const response = await forgot('nobody-here@example.com');

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });
    expect(await mailsTo('nobody-here@example.com')).toHaveLength(0);
  });

  it('mails a one-hour reset link to an account found by its e-mail in any letter case', async () => {
    const student = await insertStudent(t.db, { email: 'reset.me@example.com' });

    const response = await forgot('RESET.me@Example.com');

    expect(response.json()).toEqual({ success: true });
    const [mail] = await mailsTo('reset.me@example.com');
    expect(mail?.text).toContain('https://shop.example.com/forgotpass?token=');
    expect(mail?.text).toContain(student.username);
    const [token] = await t.db.select().from(passwordTokens).where(eq(passwordTokens.userId, student.id));
    expect(token?.purpose).toBe('reset_password');
    expect((token?.expiresAt.getTime() ?? 0) - Date.now()).toBeGreaterThan(59 * 60_000);
    expect((token?.expiresAt.getTime() ?? 0) - Date.now()).toBeLessThanOrEqual(60 * 60_000);
    expect(token?.tokenHash).not.toBe(tokenIn(mail));
  });

  it('sets the new password, ends the other sessions and signs the user in', async () => {
    const student = await insertStudent(t.db);
    const oldSession = await signIn(t.app, student.username);
    await forgot(student.email);
    const token = tokenIn((await mailsTo(student.email))[0]);

    const response = await reset(token, 'brand-new-pass');

    expect(response.statusCode).toBe(200);
    const newSession = response.cookies.find((cookie) => cookie.name === 'sid');
    expect(newSession).toBeDefined();
    const meOld = await t.app.inject({ url: '/api/auth/me', headers: { cookie: oldSession } });
    expect(meOld.json()).toEqual({ success: true, data: null });
    const meNew = await t.app.inject({
      url: '/api/auth/me',
      headers: { cookie: `sid=${newSession?.value ?? ''}` },
    });
    expect(meNew.json()).toMatchObject({ data: { id: student.id } });
    expect((await login(student.username, 'brand-new-pass')).statusCode).toBe(200);
    expect((await login(student.username, TEST_PASSWORD)).statusCode).toBe(401);
  });

  it('refuses a link used once already with INVALID_RESET_TOKEN and keeps the password', async () => {
    const student = await insertStudent(t.db);
    await forgot(student.email);
    const token = tokenIn((await mailsTo(student.email))[0]);
    await reset(token, 'first-choice');
    const hash = await passwordHashOf(student.id);

    const again = await reset(token, 'second-choice');

    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ error: { code: 'INVALID_RESET_TOKEN' } });
    expect(again.cookies).toHaveLength(0);
    expect(await passwordHashOf(student.id)).toBe(hash);
  });

  it('refuses an expired link and an unknown token with INVALID_RESET_TOKEN', async () => {
    const student = await insertStudent(t.db);
    const hash = await passwordHashOf(student.id);
    await forgot(student.email);
    const token = tokenIn((await mailsTo(student.email))[0]);
    await t.db
      .update(passwordTokens)
      .set({ expiresAt: new Date(Date.now() - 1_000) })
      .where(eq(passwordTokens.userId, student.id));

    for (const tried of [token, 'made-up-token']) {
      expect((await reset(tried, 'never-set-1')).json()).toMatchObject({
        error: { code: 'INVALID_RESET_TOKEN' },
      });
    }
    expect(await passwordHashOf(student.id)).toBe(hash);
  });

  it('honours only the newest link', async () => {
    const student = await insertStudent(t.db);
    await forgot(student.email);
    const [first] = await mailsTo(student.email);
    await forgot(student.email);
    const second = (await mailsTo(student.email)).find((mail) => mail.file !== first?.file);

    expect((await reset(tokenIn(first), 'from-old-link')).json()).toMatchObject({
      error: { code: 'INVALID_RESET_TOKEN' },
    });
    expect((await reset(tokenIn(second), 'from-new-link')).statusCode).toBe(200);
  });

  it('refuses a short or common password with the code of its rule and leaves the link usable', async () => {
    const student = await insertStudent(t.db);
    await forgot(student.email);
    const token = tokenIn((await mailsTo(student.email))[0]);

    const short = await reset(token, 'abc 1');
    const common = await reset(token, 'Password1', { 'accept-language': 'en' });

    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({
      error: { code: 'PASSWORD_TOO_SHORT', params: [{ param: 'password' }] },
    });
    expect(common.json()).toMatchObject({
      error: {
        code: 'PASSWORD_TOO_COMMON',
        params: [{ param: 'password', message: expect.stringContaining('easy to guess') as unknown }],
      },
    });
    expect((await reset(token, 'Str0ng!Pass#')).statusCode).toBe(200);
    expect((await login(student.username, 'Str0ng!Pass#')).statusCode).toBe(200);
  });

  it('mails nothing for a disabled account', async () => {
    const student = await insertStudent(t.db, { isActive: false });

    expect((await forgot(student.email)).json()).toEqual({ success: true });
    expect(await mailsTo(student.email)).toHaveLength(0);
  });

  it('slows down requests from one address: the sixth in a minute is refused', async () => {
    const statuses: number[] = [];
    for (let index = 0; index < 6; index += 1) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/forgot-password',
        payload: { email: 'flood@example.com' },
        remoteAddress: '192.0.2.5',
      });
      statuses.push(response.statusCode);
    }

    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});

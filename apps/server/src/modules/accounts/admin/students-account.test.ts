import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, sessions, users } from '../../../db/tables';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { insertStudent, insertUser, TEST_PASSWORD } from '../../../test/factories';
import { deliverAndReadMail, makeDataDir, removeDataDir } from '../../../test/read-mail';
import { sessionCookieFor } from '../../../test/sessions';
import { signIn } from '../../../test/sign-in';

const tokenIn = (text: string) => /\/forgotpass\?token=([A-Za-z0-9_-]+)/.exec(text)?.[1] ?? '';

describe("an administrator acts on a student's account", () => {
  let t: TestApp;
  let dataDir: string;
  let adminId: number;
  let admin: string;
  let address = 0;
  beforeAll(async () => {
    dataDir = await makeDataDir();
    t = await buildTestApp({ DATA_DIR: dataDir, PUBLIC_URL: 'https://shop.example.com' });
    adminId = (await insertUser(t.db, { roles: ['student', 'admin'] })).id;
    admin = await sessionCookieFor(t.db, adminId);
  });
  afterAll(async () => {
    await t.close();
    await removeDataDir(dataDir);
  });

  const post = (url: string, payload: Record<string, unknown> = {}) =>
    t.app.inject({ method: 'POST', url, headers: { cookie: admin }, payload });
  const asVisitor = (url: string, payload: Record<string, unknown>) => {
    address += 1;
    return t.app.inject({ method: 'POST', url, payload, remoteAddress: `10.7.0.${String(address)}` });
  };
  const login = (username: string, password = TEST_PASSWORD) =>
    asVisitor('/api/auth/login', { username, password });
  const privateCall = (cookie: string) =>
    t.app.inject({ method: 'GET', url: '/private/cart', headers: { cookie } });
  const auditOf = (action: string, userId: number) =>
    t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, action), eq(auditLog.entityId, String(userId))));

  it('mails the student a set-password link that works, and audits it without the link', async () => {
    const student = await insertStudent(t.db, { isMember: false, passwordHash: null });

    const response = await post(`/api/admin/students/${String(student.id)}/password-link`);

    expect(response.json()).toEqual({ success: true, data: { email: student.email } });
    const mail = (await deliverAndReadMail(t.db, dataDir)).find((item) => item.to === student.email);
    expect(mail?.text).toContain('https://shop.example.com/forgotpass?token=');
    const reset = await asVisitor('/api/auth/reset-password', {
      token: tokenIn(mail?.text ?? ''),
      password: 'set-by-link-1',
    });
    expect(reset.statusCode).toBe(200);
    expect((await login(student.username, 'set-by-link-1')).statusCode).toBe(200);
    const [audit] = await auditOf('student.password_link', student.id);
    expect(audit).toMatchObject({ actorUserId: adminId, after: { email: student.email } });
    expect(JSON.stringify(audit)).not.toContain('token');
  });

  it('deactivates a student: their session answers WHITELIST_USER_DENIED at once and sign-in is refused', async () => {
    const student = await insertStudent(t.db);
    const cookie = await signIn(t.app, student.username);
    expect((await privateCall(cookie)).statusCode).toBe(200);

    const response = await post(`/api/admin/students/${String(student.id)}/deactivate`, {
      reason: 'Shared account',
    });

    expect(response.json()).toEqual({ success: true, data: { is_active: false } });
    const denied = await privateCall(cookie);
    expect(denied.statusCode).toBe(401);
    expect(denied.json()).toMatchObject({ error: { code: 'WHITELIST_USER_DENIED' } });
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });
    expect(me.json()).toEqual({ success: true, data: null });
    const refused = await login(student.username);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ error: { code: 'ACCOUNT_DISABLED' } });
    expect(await auditOf('student.deactivate', student.id)).toMatchObject([
      { before: { is_active: true }, after: { is_active: false, reason: 'Shared account' } },
    ]);
  });

  it('refuses a set-password link for a deactivated student and mails nothing', async () => {
    const student = await insertStudent(t.db, { isActive: false });

    const response = await post(`/api/admin/students/${String(student.id)}/password-link`);

    expect(response.json()).toMatchObject({ error: { code: 'ACCOUNT_DISABLED' } });
    const mails = await deliverAndReadMail(t.db, dataDir);
    expect(mails.some((mail) => mail.to === student.email)).toBe(false);
  });

  it('reactivates a student: sessions from before stay ended, a new sign-in works', async () => {
    const student = await insertStudent(t.db);
    const oldCookie = await signIn(t.app, student.username);
    await post(`/api/admin/students/${String(student.id)}/deactivate`);

    const response = await post(`/api/admin/students/${String(student.id)}/reactivate`);

    expect(response.json()).toEqual({ success: true, data: { is_active: true } });
    expect((await privateCall(oldCookie)).json()).toMatchObject({ error: { code: 'PERMISSION_DENIED' } });
    expect((await login(student.username)).statusCode).toBe(200);
    expect(await auditOf('student.reactivate', student.id)).toHaveLength(1);
  });

  it('answers the account as it is, without an audit row, when nothing changes', async () => {
    const student = await insertStudent(t.db);

    const response = await post(`/api/admin/students/${String(student.id)}/reactivate`);

    expect(response.json()).toEqual({ success: true, data: { is_active: true } });
    expect(await auditOf('student.reactivate', student.id)).toEqual([]);
  });

  it('refuses to let an administrator deactivate themself, and keeps their session', async () => {
    const response = await post(`/api/admin/students/${String(adminId)}/deactivate`);

    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ error: { code: 'CANNOT_DEACTIVATE_SELF' } });
    const [self] = await t.db.select().from(users).where(eq(users.id, adminId));
    expect(self?.isActive).toBe(true);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, adminId))).toHaveLength(1);
  });
});

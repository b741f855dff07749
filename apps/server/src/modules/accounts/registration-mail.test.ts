import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/tables';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { deliverAndReadMail, makeDataDir, removeDataDir } from '../../test/read-mail';
import {
  accountRowCounts,
  freshAddress,
  memberPayload,
  register,
  sessionCookie,
} from './registration-test-helpers';

describe('POST /api/send/to/email/registration', () => {
  let t: TestApp;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await makeDataDir();
    t = await buildTestApp({ DATA_DIR: dataDir, PUBLIC_URL: 'https://shop.example.com' });
  });
  afterAll(async () => {
    await t.close();
    await removeDataDir(dataDir);
  });

  const registered = async (payload: Record<string, unknown>) => {
    const response = await register(t.app, payload);
    return { userId: response.json<{ userId: number }>().userId, cookie: sessionCookie(response) ?? '' };
  };
  const sendMail = (cookie: string, payload: Record<string, unknown>, remoteAddress = freshAddress()) =>
    t.app.inject({
      method: 'POST',
      url: '/api/send/to/email/registration',
      payload,
      headers: cookie ? { cookie } : {},
      remoteAddress,
    });
  const mailsTo = async (to: string) =>
    (await deliverAndReadMail(t.db, dataDir)).filter((mail) => mail.to === to);

  it('mails the username and a set-password link, never a password', async () => {
    const payload = memberPayload({ password: 'MySecret99', confirm_password: 'MySecret99' });
    const { cookie } = await registered(payload);

    const response = await sendMail(cookie, {
      firstname: payload.firstname,
      lastname: payload.lastname,
      email: payload.email,
      username: payload.username,
      password: 'MySecret99',
    });

    expect(response.json()).toEqual({ success: true });
    const [mail] = await mailsTo(payload.email);
    expect(mail?.text).toContain(payload.username);
    expect(mail?.text).toMatch(/https:\/\/shop\.example\.com\/forgotpass\?token=[A-Za-z0-9_-]{40,}/);
    expect(mail?.text.indexOf('ชื่อผู้ใช้')).toBeLessThan(mail?.text.indexOf('Your username') ?? 0);
    expect(mail?.raw).not.toContain('MySecret99');
    expect(mail?.text).not.toContain('MySecret99');
  });

  it('lets a non-member set a password through the link and then sign in with it', async () => {
    const { username: _u, password: _p, confirm_password: _c, ...payload } = memberPayload();
    const { userId, cookie } = await registered(payload);
    await sendMail(cookie, { email: payload.email });
    const [mail] = await mailsTo(payload.email);
    const token = /token=([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1] ?? '';
    const [user] = await t.db.select().from(users).where(eq(users.id, userId));

    const set = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, password: 'chosen-later' },
    });

    expect(mail?.text).toContain(user?.username);
    expect(set.statusCode).toBe(200);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: user?.username, password: 'chosen-later' },
    });
    expect(login.json()).toMatchObject({ response: { user: { id: userId, is_member: true } } });
  });

  it("refuses to mail an address that is not the signed-in user's own", async () => {
    const { cookie } = await registered(memberPayload());
    const before = await accountRowCounts(t.db);

    const response = await sendMail(cookie, { email: 'someone.else@example.com' });

    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ error: { code: 'FORBIDDEN' } });
    expect(await accountRowCounts(t.db)).toEqual(before);
  });

  it('answers a visitor with 401 and mails nothing', async () => {
    const before = await accountRowCounts(t.db);

    const response = await sendMail('', { email: 'visitor@example.com' });

    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ error: { code: 'UNAUTHORIZED' } });
    expect(await accountRowCounts(t.db)).toEqual(before);
  });

  it('sends at most three confirmation mails in ten minutes', async () => {
    const payload = memberPayload();
    const { cookie } = await registered(payload);

    const statuses: number[] = [];
    for (let index = 0; index < 4; index += 1) {
      statuses.push((await sendMail(cookie, { email: payload.email }, '192.0.2.9')).statusCode);
    }

    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});

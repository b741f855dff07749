import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInLinks, users } from '../../../db/tables';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { insertStudent } from '../../../test/factories';
import { deliverAndReadMail, makeDataDir, removeDataDir, type ReadMail } from '../../../test/read-mail';

const tokenIn = (mail: ReadMail | undefined) =>
  /\/signin-link\?token=([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1] ?? '';

describe('one-tap sign-in links for a returning buyer', () => {
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

  const post = (url: string, payload: Record<string, unknown>) => {
    address += 1;
    return t.app.inject({ method: 'POST', url, payload, remoteAddress: `10.11.0.${String(address)}` });
  };
  const ask = (email: string, returnTo = '/course/7-python') =>
    post('/api/auth/sign-in-link', { email, return_to: returnTo });
  const use = (token: string) => post('/api/auth/sign-in-link/use', { token });
  const mailsTo = async (to: string) =>
    (await deliverAndReadMail(t.db, dataDir)).filter((mail) => mail.to === to);
  /** The newest mail to an address (the folder keeps every mail written so far). */
  const latestTo = async (to: string) => (await mailsTo(to)).at(-1);
  const me = (cookie: string) => t.app.inject({ url: '/api/auth/me', headers: { cookie } });
  const sessionOf = (response: Awaited<ReturnType<typeof use>>) => {
    const sid = response.cookies.find((cookie) => cookie.name === 'sid');
    return sid ? `sid=${sid.value}` : '';
  };

  it('answers success for an unknown address and mails nobody', async () => {
    const response = await ask('nobody-at-all@example.com');

    expect(response.json()).toEqual({ success: true });
    expect(await mailsTo('nobody-at-all@example.com')).toHaveLength(0);
  });

  it('mails a link valid for 15 minutes that signs the buyer in and returns them to the course', async () => {
    const student = await insertStudent(t.db, { email: 'returning.buyer@example.com' });

    expect((await ask('Returning.Buyer@example.com')).json()).toEqual({ success: true });
    const mail = await latestTo('returning.buyer@example.com');
    expect(mail?.subject).toContain('sign-in link');
    const [row] = await t.db.select().from(signInLinks).where(eq(signInLinks.userId, student.id));
    const validMs = (row?.expiresAt.getTime() ?? 0) - Date.now();
    expect(validMs).toBeGreaterThan(14 * 60_000);
    expect(validMs).toBeLessThanOrEqual(15 * 60_000);
    expect(row?.tokenHash).not.toBe(tokenIn(mail));

    const response = await use(tokenIn(mail));

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, data: { return_to: '/course/7-python' } });
    const signedIn = await me(sessionOf(response));
    expect(signedIn.json()).toMatchObject({ data: { id: student.id } });
  });

  it('works once: a second tap on the same link is refused', async () => {
    const student = await insertStudent(t.db);
    await ask(student.email);
    const token = tokenIn(await latestTo(student.email));

    expect((await use(token)).statusCode).toBe(200);
    const again = await use(token);

    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ success: false, error: { code: 'INVALID_RESET_TOKEN' } });
    expect(again.cookies.find((cookie) => cookie.name === 'sid')).toBeUndefined();
  });

  it('refuses a link past its 15 minutes, and an earlier link once a newer one is mailed', async () => {
    const student = await insertStudent(t.db);
    await ask(student.email);
    const first = tokenIn(await latestTo(student.email));
    await ask(student.email);
    const second = tokenIn(await latestTo(student.email));
    expect(second).not.toBe(first);

    expect((await use(first)).json()).toMatchObject({ error: { code: 'INVALID_RESET_TOKEN' } });
    await t.db
      .update(signInLinks)
      .set({ expiresAt: new Date(Date.now() - 1_000) })
      .where(eq(signInLinks.userId, student.id));
    expect((await use(second)).json()).toMatchObject({ error: { code: 'INVALID_RESET_TOKEN' } });
  });

  it('mails nothing to a deactivated account, and its earlier link no longer signs in', async () => {
    const student = await insertStudent(t.db);
    await ask(student.email);
    const token = tokenIn(await latestTo(student.email));
    await t.db.update(users).set({ isActive: false }).where(eq(users.id, student.id));

    await ask(student.email);
    expect(await mailsTo(student.email)).toHaveLength(1);
    const response = await use(token);
    expect(response.json()).toMatchObject({ error: { code: 'ACCOUNT_DISABLED' } });
  });

  it('goes back only to a path of this shop, never to another site', async () => {
    const student = await insertStudent(t.db);
    await ask(student.email, 'https://evil.example.net/steal');
    const response = await use(tokenIn(await latestTo(student.email)));

    expect(response.json()).toMatchObject({ data: { return_to: '/' } });
  });
});

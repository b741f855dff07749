import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/tables';
import {
  postHostedForm,
  startedPaySolutions,
} from '../modules/payments/providers/paysolutions/paysolutions-test-helpers';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { insertPaymentMethods } from '../test/commerce-factories';
import { insertStudent, insertUser } from '../test/factories';
import { buildListeningTestApp, type ListeningTestApp } from '../test/listening-test-app';
import { orderToPay } from '../test/payment-fixtures';
import { sandboxControlHeaders } from '../test/sandbox-control';
import { sessionCookieFor } from '../test/sessions';

const APP_SHELL = '<!doctype html><html lang="th"><head></head><body><div id="root"></div></body></html>';
const BANNER_TH = 'โหมดทดสอบ — ไม่มีการชำระเงินจริง';
const BANNER_EN = 'Test mode — no real payments';

describe('the payment sandbox mounted in the shop', () => {
  let t: TestApp;
  let live: TestApp;
  let admin: string;
  let student: string;
  beforeAll(async () => {
    t = await buildTestApp({}, { webShell: APP_SHELL });
    live = await buildTestApp({ PAYMENT_MODE: 'live' }, { webShell: APP_SHELL });
    admin = await sessionCookieFor(t.db, (await insertUser(t.db, { roles: ['admin'] })).id);
    student = await sessionCookieFor(t.db, (await insertStudent(t.db)).id);
  });
  afterAll(async () => {
    await t.close();
    await live.close();
  });

  const control = (method: 'GET' | 'POST', headers: Record<string, string> = {}) =>
    t.app.inject({
      method,
      url: method === 'GET' ? '/sandbox/__control/requests' : '/sandbox/__control/reset',
      headers,
      ...(method === 'POST' ? { payload: {} } : {}),
    });

  it('keeps its control API from visitors and students, and answers the secret the tests hold', async () => {
    const answers = await Promise.all([
      control('GET'),
      control('POST'),
      control('POST', { cookie: student }),
      control('POST', { 'x-sandbox-control': 'guessed-secret-of-16' }),
      control('POST', sandboxControlHeaders),
    ]);

    expect(answers.map((answer) => answer.statusCode)).toEqual([403, 403, 403, 403, 200]);
  });

  it("answers a signed-in administrator from the shop's own pages, never from another site", async () => {
    const own = await control('POST', { cookie: admin });
    const crossSite = await control('POST', { cookie: admin, origin: 'https://attacker.example' });

    expect(own.statusCode).toBe(200);
    expect(crossSite.statusCode).toBe(403);
  });

  it('leaves open the pages a tester pays on: the banking apps and the list of providers', async () => {
    const pages = await Promise.all(
      ['/sandbox/', '/sandbox/omise/', '/sandbox/scb/bank-app', '/sandbox/gbprime/', '/sandbox/2c2p/'].map(
        (url) => t.app.inject({ method: 'GET', url }),
      ),
    );

    expect(pages.map((page) => page.statusCode)).toEqual([200, 200, 200, 200, 200]);
  });

  it('says "test mode, no real payments" in Thai and English at the top of every page, before any script', async () => {
    for (const url of ['/', '/courses', '/cart', '/myaccount/student/course', '/admin', '/admin/orders']) {
      const page = await t.app.inject({ method: 'GET', url, headers: { cookie: admin } });

      expect(page.statusCode).toBe(200);
      const body = page.body;
      expect(body).toContain(BANNER_TH);
      expect(body).toContain(BANNER_EN);
      expect(body.indexOf(BANNER_TH)).toBeLessThan(body.indexOf('<div id="root"'));
    }
  });

  it('says nothing of a test mode in live mode, where no sandbox runs', async () => {
    const page = await live.app.inject({ method: 'GET', url: '/' });
    const sandbox = await live.app.inject({ method: 'GET', url: '/sandbox/__control/requests' });

    expect(page.body).not.toContain(BANNER_EN);
    expect(sandbox.statusCode).toBe(404);
  });
});

describe("what the sandbox lists of the shop's buyers", () => {
  let t: ListeningTestApp;
  beforeAll(async () => {
    t = await buildListeningTestApp();
    await insertPaymentMethods(t.db, [1, 13]);
  });
  afterAll(async () => {
    await t.close();
  });

  it("keeps the buyer's e-mail out of the recorded requests, the payments list and the hosted page", async () => {
    const order = await orderToPay(t.app, t.db, { methodId: 13 });
    const [buyer] = await t.db.select({ email: users.email }).from(users).where(eq(users.id, order.userId));
    const email = buyer?.email ?? '';
    const started = await startedPaySolutions(t.app, order);
    expect(started.form.fields.customeremail).toBe(email);

    const page = await (await postHostedForm(started)).text();
    const listed = [
      JSON.stringify(await t.sandbox.call('GET', '/__control/requests')),
      JSON.stringify(await t.sandbox.call('GET', '/__control/paysolutions/payments')),
    ].join('\n');

    expect(email).toMatch(/@/);
    for (const text of [page, listed]) {
      expect(text).not.toContain(email);
      expect(text).not.toContain(encodeURIComponent(email));
    }
    expect(page).toContain(`${email.slice(0, 1)}***@`);
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LINE_MESSAGING_SANDBOX_TOKEN } from '@shop/payment-sandbox/identity/identity-sandbox-keys';
import { outbox } from '../../db/tables';
import { paidOrder } from '../../test/admin-order-fixtures';
import { insertCourse, insertPlan, insertUser } from '../../test/factories';
import { buildListeningTestApp, type ListeningTestApp } from '../../test/listening-test-app';
import { insertPaymentMethodsForPayments } from '../../test/payment-fixtures';
import { sessionCookieFor } from '../../test/sessions';
import { setSettings } from '../../test/settings';
import { registerFormSchema } from '@shop/contract/settings/site-settings';
import { navigate, newBrowser, signInWith, whoIsSignedIn } from '../accounts/social/social-sign-in-test-kit';
import { deliverLineMessages } from './deliver-line-messages';
import { LINE_MESSAGE_KIND } from './enqueue-line-message';

let t: ListeningTestApp;
let adminCookie: string;
const quiet = { info: () => undefined, warn: () => undefined };

beforeAll(async () => {
  t = await buildListeningTestApp({ LOGIN_ATTEMPTS_PER_MINUTE: '1000', LOGIN_FAILURES_PER_MINUTE: '1000' });
  await insertPaymentMethodsForPayments(t.db);
  adminCookie = await sessionCookieFor(t.db, (await insertUser(t.db, { roles: ['admin'] })).id);
  // The providers give what this form asks, so a LINE sign-in makes the student at once.
  await setSettings(t.db, {
    register_form: registerFormSchema.parse({ tel: { is_enable: true, is_require: false } }),
  });
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  await t.sandbox.reset();
  await t.db.delete(outbox).where(eq(outbox.kind, LINE_MESSAGE_KIND));
  await setSettings(t.db, { line_monthly_quota: null });
});

const push = () =>
  deliverLineMessages(
    t.db,
    {
      pushUrl: `${t.baseUrl}/sandbox/identity/line/v2/bot/message/push`,
      accessToken: LINE_MESSAGING_SANDBOX_TOKEN,
      timeoutMs: 2_000,
    },
    quiet,
  );

/** What the sandbox's LINE users received. */
const received = async () =>
  (
    await t.sandbox.call<{ received: { to: string; text: string }[] }>(
      'GET',
      '/__control/identity/line-messages',
    )
  ).received;

/** A student who signed in with LINE (adding the shop's account or not) and bought a course, paid and approved. */
const studentWithApprovedOrder = async (user: string, addsShopAsFriend: boolean) => {
  const browser = newBrowser();
  await signInWith(t, browser, 'line', user, undefined, addsShopAsFriend);
  const me = await whoIsSignedIn(t, browser);
  const cookie = `sid=${browser.cookies.get('sid') ?? ''}`;
  const course = await insertCourse(t.db);
  const plan = await insertPlan(t.db, course.id, { price: 50_000 });
  const { orderId } = await paidOrder(t.app, t.db, {
    cookie,
    adminCookie,
    request: { lines: [{ courseId: course.id, planId: plan.id }] },
  });
  return { browser, userId: me?.id ?? 0, orderId };
};

describe('order news on LINE', () => {
  it('pushes a student who added the shop’s account the payment and the approval, in Thai, once each', async () => {
    const { orderId } = await studentWithApprovedOrder('nok', true);
    expect(await push()).toEqual({ delivered: 2, failed: 0 });
    expect(await push()).toEqual({ delivered: 0, failed: 0 });
    const texts = (await received())
      .filter((message) => message.to === 'line-nok-sandbox')
      .map((m) => m.text);
    expect(texts).toHaveLength(2);
    expect(texts).toEqual(
      expect.arrayContaining([
        expect.stringContaining(`ได้รับการชำระเงินคำสั่งซื้อ #${String(orderId)}`),
        expect.stringContaining(`คำสั่งซื้อ #${String(orderId)} อนุมัติแล้ว`),
      ]),
    );
  });

  it('pushes nothing to a student who did not add the shop’s account', async () => {
    await studentWithApprovedOrder('ploy', false);
    await push();
    expect(await received()).toEqual([]);
    expect(await t.db.select().from(outbox).where(eq(outbox.kind, LINE_MESSAGE_KIND))).toEqual([]);
  });

  it('pushes nothing once the student switched LINE order messages off, and in English once they chose it', async () => {
    const browser = newBrowser();
    await signInWith(t, browser, 'line', 'fah', undefined, true);
    const off = await navigate(t, browser, '/private/myaccount/message-preferences', {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ line_transactional: false, language: 'en' }),
    });
    expect(JSON.parse(off.body)).toMatchObject({
      data: { line_transactional: false, line_reachable: true, language: 'en', mail_reminders: true },
    });
    const cookie = `sid=${browser.cookies.get('sid') ?? ''}`;
    const course = await insertCourse(t.db);
    const plan = await insertPlan(t.db, course.id, { price: 50_000 });
    const line = { courseId: course.id, planId: plan.id };
    await paidOrder(t.app, t.db, { cookie, adminCookie, request: { lines: [line] } });
    await push();
    expect(await received()).toEqual([]);

    await navigate(t, browser, '/private/myaccount/message-preferences', {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ line_transactional: true }),
    });
    const other = await insertCourse(t.db);
    const otherPlan = await insertPlan(t.db, other.id, { price: 50_000 });
    const { orderId } = await paidOrder(t.app, t.db, {
      cookie,
      adminCookie,
      request: { lines: [{ courseId: other.id, planId: otherPlan.id }] },
    });
    await push();
    expect((await received()).map((message) => message.text)).toContainEqual(
      expect.stringContaining(`Order #${String(orderId)} is approved`),
    );
  });

  it('pushes each message once when two instances deliver at the same moment', async () => {
    await studentWithApprovedOrder('fah', true);
    const [one, two] = await Promise.all([push(), push()]);
    expect(one.delivered + two.delivered).toBe(2);
    expect(await received()).toHaveLength(2);
  });

  it('keeps messages past the monthly quota the shop set unsent', async () => {
    await setSettings(t.db, { line_monthly_quota: 1 });
    await studentWithApprovedOrder('dao', true);
    expect(await push()).toEqual({ delivered: 2, failed: 0 });
    expect(await received()).toHaveLength(1);
    const rows = await t.db.select().from(outbox).where(eq(outbox.kind, LINE_MESSAGE_KIND));
    expect(rows.map((row) => (row.payload as { status: string }).status).sort()).toEqual([
      'over_quota',
      'sent',
    ]);
  });

  it('is listed in the back office beside mail, with what LINE made of each push', async () => {
    await setSettings(t.db, { line_monthly_quota: 1 });
    await studentWithApprovedOrder('nok', true);
    await push();
    type Row = { channel: string; outcome: string | null; template: string; can_resend: boolean };
    const list = async (query: string) =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/admin/mail?${query}`,
          headers: { cookie: adminCookie },
        })
      ).json<{ data: Row[] }>().data;
    const line = await list('channel=line');
    expect(line.map((row) => `${row.template}:${String(row.outcome)}`).sort()).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^(paid|approved):sent$/),
        expect.stringMatching(/:over_quota$/),
      ]),
    );
    expect(line).toHaveLength(2);
    expect(line.every((row) => row.channel === 'line' && !row.can_resend)).toBe(true);
    const mail = await list('');
    expect(mail.length).toBeGreaterThan(0);
    expect(mail.every((row) => row.channel === 'mail')).toBe(true);
  });

  it('tries a push again after the Messaging API failed, and delivers it once', async () => {
    await studentWithApprovedOrder('somchai', true);
    await t.sandbox.call('POST', '/__control/faults', {
      route: 'POST /identity/line/v2/bot/message/push',
      mode: '500',
      count: 1,
    });
    const first = await push();
    expect(first.failed).toBe(1);
    // The failed row waits a minute: the next run, a minute later, pushes it.
    await deliverLineMessages(
      t.db,
      {
        pushUrl: `${t.baseUrl}/sandbox/identity/line/v2/bot/message/push`,
        accessToken: LINE_MESSAGING_SANDBOX_TOKEN,
        timeoutMs: 2_000,
      },
      quiet,
      () => new Date(Date.now() + 120_000),
    );
    expect(await received()).toHaveLength(2);
  });
});

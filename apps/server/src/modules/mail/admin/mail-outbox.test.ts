import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog, outbox } from '../../../db/tables';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { insertUser } from '../../../test/factories';
import { deliverAndReadMail, makeDataDir, removeDataDir } from '../../../test/read-mail';
import { sessionCookieFor } from '../../../test/sessions';
import type { MailMessage } from '../mail-message';
import { deliverPendingMail, enqueueMail, MAX_MAIL_ATTEMPTS } from '../mail.service';
import type { MailTransport } from '../mail-transport';

const mail = (to: string, template: MailMessage['template'] = 'order_approved'): MailMessage => ({
  template,
  to,
  subject: `คำสั่งซื้อได้รับการอนุมัติ / Order approved (${to})`,
  text: 'สวัสดีค่ะ\nYour order is approved',
});

const failing: MailTransport = {
  send: () => Promise.reject(new Error('SMTP said 451 try later')),
  close: () => undefined,
};

type Row = {
  id: number;
  to: string;
  state: string;
  attempts: number;
  last_error: string | null;
  can_resend: boolean;
};

describe('the mail outbox in the back office', () => {
  let t: TestApp;
  let dataDir: string;
  let adminId: number;
  let admin: string;
  beforeAll(async () => {
    dataDir = await makeDataDir();
    t = await buildTestApp({ DATA_DIR: dataDir });
    adminId = (await insertUser(t.db, { roles: ['admin'] })).id;
    admin = await sessionCookieFor(t.db, adminId);
  });
  afterAll(async () => {
    await t.close();
    await removeDataDir(dataDir);
  });
  beforeEach(async () => {
    await deliverAndReadMail(t.db, dataDir);
    await t.db.delete(outbox);
  });

  const list = async (query = '') =>
    (await t.app.inject({ method: 'GET', url: `/api/admin/mail${query}`, headers: { cookie: admin } })).json<{
      data: Row[];
      total: number;
    }>();
  const resend = (id: number) =>
    t.app.inject({ method: 'POST', url: `/api/admin/mail/${String(id)}/resend`, headers: { cookie: admin } });
  const idOf = async (to: string) =>
    (await t.db.select().from(outbox)).find((row) => row.payload.to === to)?.id ?? 0;

  it('lists each mail with its state, tries, last error, recipient and subject; socket messages left out', async () => {
    await enqueueMail(t.db, mail('delivered@example.com'));
    await deliverAndReadMail(t.db, dataDir);
    await enqueueMail(t.db, mail('retrying@example.com'));
    await deliverPendingMail(t.db, failing);
    await enqueueMail(t.db, mail('queued@example.com'));
    await t.db.insert(outbox).values({ kind: 'realtime', payload: { userId: 1, event: 'order:updated' } });

    const { data, total } = await list();

    expect(total).toBe(3);
    expect(data).toMatchObject([
      { to: 'queued@example.com', state: 'queued', attempts: 0, last_error: null },
      { to: 'retrying@example.com', state: 'retrying', attempts: 1, last_error: 'SMTP said 451 try later' },
      {
        to: 'delivered@example.com',
        state: 'delivered',
        attempts: 1,
        subject: 'คำสั่งซื้อได้รับการอนุมัติ / Order approved (delivered@example.com)',
        template: 'order_approved',
        can_resend: true,
      },
    ]);
  });

  it('filters by state and finds a mail by its recipient or subject', async () => {
    await enqueueMail(t.db, mail('somsri@example.com'));
    await enqueueMail(t.db, mail('other@example.com'));
    await t.db
      .update(outbox)
      .set({ attempts: MAX_MAIL_ATTEMPTS, lastError: 'mailbox full' })
      .where(eq(outbox.id, await idOf('other@example.com')));

    expect((await list('?keyword=SOMSRI')).data.map((row) => row.to)).toEqual(['somsri@example.com']);
    expect((await list('?keyword=Order%20approved%20(other')).data.map((row) => row.to)).toEqual([
      'other@example.com',
    ]);
    expect((await list('?state=gaveUp')).data).toMatchObject([{ to: 'other@example.com', state: 'gaveUp' }]);
    expect((await list('?state=queued')).data.map((row) => row.to)).toEqual(['somsri@example.com']);
  });

  it('queues a delivered mail again as a new mail with the same text, which the worker sends; audited', async () => {
    await enqueueMail(t.db, mail('again@example.com'));
    await deliverAndReadMail(t.db, dataDir);
    const original = await idOf('again@example.com');

    const response = await resend(original);

    expect(response.statusCode).toBe(200);
    const copy = response.json<{ data: Row }>().data;
    expect(copy).toMatchObject({ to: 'again@example.com', state: 'queued', attempts: 0 });
    expect(copy.id).not.toBe(original);
    const sent = (await deliverAndReadMail(t.db, dataDir)).filter((item) => item.to === 'again@example.com');
    expect(sent.map((item) => item.text.trimEnd())).toEqual([
      'สวัสดีค่ะ\nYour order is approved',
      'สวัสดีค่ะ\nYour order is approved',
    ]);
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'mail.resend'), eq(auditLog.entityId, String(original))));
    expect(audits).toMatchObject([
      { actorUserId: adminId, before: { state: 'delivered' }, after: { id: copy.id } },
    ]);
  });

  it('refuses to resend a delivered mail that held a one-use link, whose text was not kept', async () => {
    await enqueueMail(t.db, mail('link@example.com', 'password_reset'));
    await deliverAndReadMail(t.db, dataDir);
    const id = await idOf('link@example.com');
    expect((await list()).data).toMatchObject([{ id, can_resend: false }]);

    const response = await resend(id);

    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ error: { code: 'MAIL_NOT_RESENDABLE' } });
    expect(await t.db.select().from(outbox)).toHaveLength(1);
  });

  it('retries a mail the worker gave up on once more, now, and the worker then delivers it', async () => {
    await enqueueMail(t.db, mail('gave-up@example.com'));
    const id = await idOf('gave-up@example.com');
    const later = new Date(Date.now() + 7 * 3_600_000);
    await t.db
      .update(outbox)
      .set({ attempts: MAX_MAIL_ATTEMPTS, lastError: 'mailbox full', availableAt: later })
      .where(eq(outbox.id, id));
    expect((await deliverAndReadMail(t.db, dataDir)).some((item) => item.to === 'gave-up@example.com')).toBe(
      false,
    );

    const response = await resend(id);

    expect(response.json()).toMatchObject({
      data: { id, state: 'retrying', attempts: MAX_MAIL_ATTEMPTS - 1, last_error: 'mailbox full' },
    });
    const sent = await deliverAndReadMail(t.db, dataDir);
    expect(sent.filter((item) => item.to === 'gave-up@example.com')).toHaveLength(1);
    expect((await list()).data).toMatchObject([{ id, state: 'delivered', attempts: MAX_MAIL_ATTEMPTS }]);
  });

  it('answers NOT_FOUND for a socket message or an unknown id', async () => {
    const [socket] = await t.db
      .insert(outbox)
      .values({ kind: 'realtime', payload: { userId: 1 } })
      .returning();

    for (const id of [socket?.id ?? 0, 999_999]) expect((await resend(id)).statusCode).toBe(404);
  });
});

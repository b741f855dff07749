import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { outbox } from '../../db/tables';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { deliverAndReadMail, makeDataDir, removeDataDir } from '../../test/read-mail';
import type { MailMessage } from './mail-message';
import { deliverPendingMail, enqueueMail, MAX_MAIL_ATTEMPTS } from './mail.service';
import type { MailTransport } from './mail-transport';

const message = (to: string): MailMessage => ({
  template: 'registration',
  to,
  subject: 'ยินดีต้อนรับ / Welcome',
  text: 'สวัสดีค่ะ\nHello',
});

const failingTransport = (): MailTransport & { tries: number } => ({
  tries: 0,
  send() {
    this.tries += 1;
    return Promise.reject(new Error('SMTP said 451 try later'));
  },
  close: () => undefined,
});

describe('mail outbox', () => {
  let t: TestApp;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await makeDataDir();
    t = await buildTestApp({ DATA_DIR: dataDir });
  });
  afterAll(async () => {
    await t.close();
    await removeDataDir(dataDir);
  });
  beforeEach(async () => {
    await deliverAndReadMail(t.db, dataDir);
    await t.db.delete(outbox);
  });

  it('writes a mail queued in a committed transaction as an RFC 822 file, Thai and English intact', async () => {
    await t.db.transaction((tx) => enqueueMail(tx, message('commit@example.com')));

    const mails = (await deliverAndReadMail(t.db, dataDir)).filter(
      (mail) => mail.to === 'commit@example.com',
    );

    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ subject: 'ยินดีต้อนรับ / Welcome', text: 'สวัสดีค่ะ\nHello' });
    expect(mails[0]?.raw).toMatch(/^From: Test Shop <shop@example\.com>$/m);
  });

  it('never sends the mail of a transaction that rolled back', async () => {
    await t.db
      .transaction(async (tx) => {
        await enqueueMail(tx, message('rollback@example.com'));
        throw new Error('the order failed');
      })
      .catch(() => undefined);

    const mails = await deliverAndReadMail(t.db, dataDir);

    expect(mails.some((mail) => mail.to === 'rollback@example.com')).toBe(false);
  });

  it('keeps the address and subject of a delivered mail but not its body, which may hold a link', async () => {
    await enqueueMail(t.db, message('cleared@example.com'));

    await deliverAndReadMail(t.db, dataDir);

    const [row] = await t.db.select().from(outbox);
    expect(row?.deliveredAt).not.toBeNull();
    expect(row?.payload).toEqual({
      template: 'registration',
      to: 'cleared@example.com',
      subject: 'ยินดีต้อนรับ / Welcome',
    });
  });

  it('retries a failed delivery a minute later, then twice as late, recording each error', async () => {
    await enqueueMail(t.db, message('retry@example.com'));
    const transport = failingTransport();
    const start = new Date();

    await deliverPendingMail(t.db, transport, () => start);
    await deliverPendingMail(t.db, transport, () => new Date(start.getTime() + 30_000));
    const [afterFirst] = await t.db.select().from(outbox);
    await deliverPendingMail(t.db, transport, () => new Date(start.getTime() + 61_000));
    const [afterSecond] = await t.db.select().from(outbox);

    expect(transport.tries).toBe(2);
    expect(afterFirst).toMatchObject({
      attempts: 1,
      lastError: 'SMTP said 451 try later',
      deliveredAt: null,
    });
    expect(afterFirst?.availableAt.getTime()).toBe(start.getTime() + 60_000);
    expect(afterSecond?.attempts).toBe(2);
    expect(afterSecond?.availableAt.getTime()).toBe(start.getTime() + 61_000 + 120_000);
  });

  it(`stops trying after ${String(MAX_MAIL_ATTEMPTS)} failures and keeps the mail with its last error`, async () => {
    await enqueueMail(t.db, message('gave-up@example.com'));
    const transport = failingTransport();
    const sevenHours = 7 * 3_600_000;

    // Each run comes after the longest wait between two tries.
    for (let run = 1; run <= MAX_MAIL_ATTEMPTS + 3; run += 1) {
      await deliverPendingMail(t.db, transport, () => new Date(Date.now() + run * sevenHours));
    }

    const [row] = await t.db.select().from(outbox);
    expect(transport.tries).toBe(MAX_MAIL_ATTEMPTS);
    expect(row).toMatchObject({
      attempts: MAX_MAIL_ATTEMPTS,
      deliveredAt: null,
      lastError: 'SMTP said 451 try later',
    });
  });

  it('delivers each mail once when two workers run at the same moment', async () => {
    for (let index = 0; index < 30; index += 1)
      await enqueueMail(t.db, message(`twice-${String(index)}@example.com`));
    const sent: string[] = [];
    const counting: MailTransport = {
      send: async (mail) => {
        await new Promise((resolve) => setTimeout(resolve, 2));
        sent.push(mail.to);
      },
      close: () => undefined,
    };

    await Promise.all([deliverPendingMail(t.db, counting), deliverPendingMail(t.db, counting)]);

    expect(sent).toHaveLength(30);
    expect(new Set(sent).size).toBe(30);
    const pending = await t.db.select().from(outbox).where(eq(outbox.attempts, 1));
    expect(pending.every((row) => row.deliveredAt !== null)).toBe(true);
  });

  it('stops between two mails when told to: the one being sent goes, the rest of the batch is due again at once', async () => {
    for (let index = 0; index < 5; index += 1)
      await enqueueMail(
        t.db,
        message(`stopping-${String(index)}@example.com`),
        new Date(Date.now() - 60_000),
      );
    const stop = new AbortController();
    const sent: string[] = [];
    const stoppingMidSend: MailTransport = {
      send: (mail) => {
        sent.push(mail.to);
        // The signal comes while the second mail is being sent.
        if (sent.length === 2) stop.abort();
        return Promise.resolve();
      },
      close: () => undefined,
    };

    const report = await deliverPendingMail(t.db, stoppingMidSend, undefined, stop.signal);
    const rows = await t.db.select().from(outbox);
    const stoppedAt = new Date();

    expect(report).toEqual({ delivered: 2, failed: 0 });
    expect(sent).toHaveLength(2);
    const left = rows.filter((row) => row.deliveredAt === null);
    expect(left).toHaveLength(3);
    expect(left.every((row) => row.attempts === 0 && row.availableAt <= stoppedAt)).toBe(true);
    expect(rows.filter((row) => row.deliveredAt !== null).map((row) => row.payload.to)).toEqual(
      expect.arrayContaining(sent),
    );
  });

  it('takes no mail at all once told to stop', async () => {
    await enqueueMail(t.db, message('never-taken@example.com'));
    const stop = new AbortController();
    stop.abort();

    const report = await deliverPendingMail(t.db, failingTransport(), undefined, stop.signal);

    expect(report).toEqual({ delivered: 0, failed: 0 });
    expect(await t.db.select({ attempts: outbox.attempts }).from(outbox)).toEqual([{ attempts: 0 }]);
  });
});

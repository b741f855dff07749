import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerFormSchema } from '@shop/contract/settings/site-settings';
import { messagePreferences, outbox } from '../../db/tables';
import { insertEnrolment } from '../../test/commerce-factories';
import { insertCourse, insertStudent } from '../../test/factories';
import { buildListeningTestApp, type ListeningTestApp } from '../../test/listening-test-app';
import { setSettings } from '../../test/settings';
import { newBrowser, signInWith, whoIsSignedIn } from '../accounts/social/social-sign-in-test-kit';
import { queueDueAccessReminders } from './access-reminders';

let t: ListeningTestApp;
beforeAll(async () => {
  t = await buildListeningTestApp({ LOGIN_ATTEMPTS_PER_MINUTE: '1000', LOGIN_FAILURES_PER_MINUTE: '1000' });
  await setSettings(t.db, {
    register_form: registerFormSchema.parse({ tel: { is_enable: true, is_require: false } }),
  });
});
afterAll(async () => {
  await t.close();
});

// Access ends at 12:00 in Bangkok on 20 December 2026.
const ENDS = new Date('2026-12-20T05:00:00Z');
const at = (iso: string) => new Date(iso);

/** Two instances sweep at the same moment, as they do in production. */
const sweepOnTwoInstances = (now: Date) =>
  Promise.all([
    queueDueAccessReminders(t.db, { now, publicUrl: 'https://shop.example' }),
    queueDueAccessReminders(t.db, { now, publicUrl: 'https://shop.example' }),
  ]);

const remindersTo = async (address: string) =>
  (await t.db.select().from(outbox).where(eq(outbox.kind, 'mail')))
    .map((row) => row.payload as { to: string; template: string; subject: string })
    .filter((mail) => mail.to === address && mail.template === 'access_reminder');

describe('access-ending reminders on the clock', () => {
  it('mails 7 days, 2 days and on the day before access ends, once each, however many instances sweep', async () => {
    const student = await insertStudent(t.db, { email: 'reminded@example.com', username: 'reminded' });
    const course = await insertCourse(t.db, { title: 'Excel สำหรับงานบัญชี' });
    await insertEnrolment(t.db, { userId: student.id, courseId: course.id, expiresAt: ENDS });

    await sweepOnTwoInstances(at('2026-12-12T10:00:00Z')); // 8 days before: nothing yet
    expect(await remindersTo('reminded@example.com')).toHaveLength(0);
    await sweepOnTwoInstances(at('2026-12-13T02:00:00Z'));
    await sweepOnTwoInstances(at('2026-12-13T09:00:00Z')); // later the same day: nothing new
    expect(await remindersTo('reminded@example.com')).toHaveLength(1);
    await sweepOnTwoInstances(at('2026-12-16T02:00:00Z')); // 4 days before: nothing
    await sweepOnTwoInstances(at('2026-12-18T02:00:00Z'));
    await sweepOnTwoInstances(at('2026-12-20T01:00:00Z'));
    await sweepOnTwoInstances(at('2026-12-20T06:00:00Z')); // ended: nothing
    const subjects = (await remindersTo('reminded@example.com')).map((mail) => mail.subject);
    expect(subjects).toEqual([
      expect.stringContaining('ends in 7 days'),
      expect.stringContaining('ends in 2 days'),
      expect.stringContaining('ends today'),
    ]);
  });

  it('reminds on LINE a student LINE reaches, and not by mail once they switched mail reminders off', async () => {
    const browser = newBrowser();
    await signInWith(t, browser, 'line', 'nok', undefined, true);
    const me = await whoIsSignedIn(t, browser);
    const userId = me?.id ?? 0;
    await t.db.insert(messagePreferences).values({ userId, language: 'en', mailReminders: false });
    const course = await insertCourse(t.db, { title: 'Python basics' });
    await insertEnrolment(t.db, { userId, courseId: course.id, expiresAt: ENDS });

    await sweepOnTwoInstances(at('2026-12-18T02:00:00Z'));
    expect(await remindersTo(me?.email ?? '')).toHaveLength(0);
    const line = await t.db.select().from(outbox).where(eq(outbox.kind, 'line_message'));
    const pushes = line.map((row) => row.payload as { to: string; text: string });
    expect(pushes).toHaveLength(1);
    expect(pushes[0]?.to).toBe('line-nok-sandbox');
    expect(pushes[0]?.text).toContain('Your access to Python basics ends in 2 days');
  });
});

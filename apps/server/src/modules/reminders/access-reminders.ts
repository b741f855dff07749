import { and, eq, gt, lt } from 'drizzle-orm';
import { shopDateTime } from '@shop/domain/calendar/shop-days';
import { dueAccessReminder, shopDateOf } from '@shop/domain/reminders/access-reminders';
import type { Database } from '../../db/database';
import { courses, enrolments, users } from '../../db/tables';
import { allowsMail } from '../accounts/index';
import { enqueueLineReminder } from '../line-messages/index';
import { accessReminderMail, enqueueMail } from '../mail/index';
import { getSiteSettings } from '../settings/index';

/** Far enough ahead for the first reminder (7 days before the last day) on any hour of that day. */
const LOOK_AHEAD_MS = 8 * 86_400_000;

const listEndingAccess = (db: Database, now: Date) =>
  db
    .select({
      id: enrolments.id,
      userId: enrolments.userId,
      expiresAt: enrolments.expiresAt,
      courseTitle: courses.title,
      email: users.email,
      firstname: users.firstname,
      username: users.username,
    })
    .from(enrolments)
    .innerJoin(users, eq(users.id, enrolments.userId))
    .innerJoin(courses, eq(courses.id, enrolments.courseId))
    .where(
      and(
        eq(enrolments.status, 'active'),
        eq(users.isActive, true),
        gt(enrolments.expiresAt, now),
        lt(enrolments.expiresAt, new Date(now.getTime() + LOOK_AHEAD_MS)),
      ),
    );

const lineTexts = (course: string, daysLeft: number, shopTitle: string, link: string) => ({
  th: `${shopTitle}\nสิทธิ์เรียน ${course} จะหมด${daysLeft === 0 ? 'วันนี้' : `ในอีก ${String(daysLeft)} วัน`}\n${link}`,
  en: `${shopTitle}\nYour access to ${course} ends ${daysLeft === 0 ? 'today' : `in ${String(daysLeft)} days`}\n${link}`,
});

/**
 * Queues the "access ends in 7 days / 2 days / today" reminders due now: by mail to students who
 * allow mail reminders, on LINE to those LINE reaches and who allow LINE reminders. Each is keyed
 * by enrolment, end date and day, so however often and on however many instances this runs, each
 * reminder leaves once (the outbox keeps one row per key). Answers how many mails it queued.
 */
export const queueDueAccessReminders = async (
  db: Database,
  context: { now: Date; publicUrl: string },
): Promise<number> => {
  const { now } = context;
  const { title } = await getSiteSettings(db);
  const link = `${context.publicUrl}/myaccount/student/course`;
  let queued = 0;
  for (const row of await listEndingAccess(db, now)) {
    const daysLeft = row.expiresAt ? dueAccessReminder(row.expiresAt, now) : null;
    if (row.expiresAt === null || daysLeft === null) continue;
    const key = `access_reminder:${String(row.id)}:${shopDateOf(row.expiresAt)}:${String(daysLeft)}`;
    const endsAt = row.expiresAt;
    await db.transaction(async (tx) => {
      if (await allowsMail(tx, row.userId, 'reminder')) {
        const mail = accessReminderMail({
          to: row.email,
          name: row.firstname || row.username,
          shopTitle: title,
          courseTitle: row.courseTitle,
          daysLeft,
          endsText: shopDateTime(endsAt),
          coursesLink: link,
        });
        if (await enqueueMail(tx, mail, now, key)) queued += 1;
      }
      await enqueueLineReminder(tx, {
        userId: row.userId,
        texts: lineTexts(row.courseTitle, daysLeft, title, link),
        key,
        now,
      });
    });
  }
  return queued;
};

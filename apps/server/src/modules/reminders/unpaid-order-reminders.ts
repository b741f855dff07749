import { and, eq, gt, lt } from 'drizzle-orm';
import { shopDateTime } from '@shop/domain/calendar/shop-days';
import { formatAmount } from '@shop/domain/money/format-amount';
import { isUnpaidReminderDue, UNPAID_REMINDER_LEAD_MS } from '@shop/domain/reminders/unpaid-order-reminder';
import type { Database } from '../../db/database';
import { orders, users } from '../../db/tables';
import { allowsMail } from '../accounts/index';
import { enqueueLineReminder } from '../line-messages/index';
import { enqueueMail, unpaidOrderReminderMail } from '../mail/index';
import { getSiteSettings } from '../settings/index';

const listUnpaidOrdersEndingSoon = (db: Database, now: Date) =>
  db
    .select({ order: orders, email: users.email, firstname: users.firstname, username: users.username })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(
      and(
        eq(orders.status, 'notYetReceived'),
        gt(orders.cancelAt, now),
        lt(orders.cancelAt, new Date(now.getTime() + UNPAID_REMINDER_LEAD_MS)),
      ),
    );

/**
 * Queues the reminder of each unpaid order that is due (shortly before the order is cancelled),
 * by mail and LINE as the student allows, once per order and deadline: a deadline moved (a
 * transfer sent back) reminds again for the new one. Answers how many mails it queued.
 */
export const queueDueUnpaidReminders = async (
  db: Database,
  context: { now: Date; publicUrl: string },
): Promise<number> => {
  const { now } = context;
  const { title } = await getSiteSettings(db);
  let queued = 0;
  for (const { order, ...buyer } of await listUnpaidOrdersEndingSoon(db, now)) {
    const cancelAt = order.cancelAt;
    if (!cancelAt || !isUnpaidReminderDue({ createdAt: order.createdAt, cancelAt }, now)) continue;
    const key = `unpaid_reminder:${String(order.id)}:${cancelAt.toISOString()}`;
    const currency = order.currency === 'USD' ? 'USD' : 'THB';
    const amountText = `${formatAmount(order.total, currency, 'en')} ${currency}`;
    const payUntil = shopDateTime(cancelAt);
    const payLink = `${context.publicUrl}/cart/${String(order.id)}`;
    await db.transaction(async (tx) => {
      if (await allowsMail(tx, order.userId, 'reminder')) {
        const mail = unpaidOrderReminderMail({
          to: order.contactEmail || buyer.email,
          name: buyer.firstname || buyer.username,
          shopTitle: title,
          orderId: order.id,
          amountText,
          payUntil,
          payLink,
        });
        if (await enqueueMail(tx, mail, now, key)) queued += 1;
      }
      await enqueueLineReminder(tx, {
        userId: order.userId,
        texts: {
          th: `${title}\nคำสั่งซื้อ #${String(order.id)} (${amountText}) ยังไม่ได้ชำระ กรุณาชำระภายใน ${payUntil}\n${payLink}`,
          en: `${title}\nOrder #${String(order.id)} (${amountText}) is not paid yet: please pay by ${payUntil}\n${payLink}`,
        },
        key,
        now,
      });
    });
  }
  return queued;
};

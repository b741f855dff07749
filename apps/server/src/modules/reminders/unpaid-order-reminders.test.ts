import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, outbox } from '../../db/tables';
import { insertOrderWithLine } from '../../test/commerce-factories';
import { insertCourse, insertPlan, insertStudent } from '../../test/factories';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { queueDueUnpaidReminders } from './unpaid-order-reminders';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const HOUR = 3_600_000;
const CREATED = new Date('2026-12-01T00:00:00Z');
const after = (hours: number) => new Date(CREATED.getTime() + hours * HOUR);

const sweepOnTwoInstances = (now: Date) =>
  Promise.all([
    queueDueUnpaidReminders(t.db, { now, publicUrl: 'https://shop.example' }),
    queueDueUnpaidReminders(t.db, { now, publicUrl: 'https://shop.example' }),
  ]);

const remindersTo = async (address: string) =>
  (await t.db.select().from(outbox).where(eq(outbox.kind, 'mail')))
    .map((row) => row.payload as { to: string; template: string; text: string })
    .filter((mail) => mail.to === address && mail.template === 'unpaid_order_reminder');

describe("an unpaid order's reminder", () => {
  it('is mailed once, a day before an order given two days is cancelled, with where to pay', async () => {
    const buyer = await insertStudent(t.db, { email: 'unpaid@example.com', username: 'unpaid' });
    const course = await insertCourse(t.db);
    const plan = await insertPlan(t.db, course.id);
    const { id: orderId } = await insertOrderWithLine(t.db, {
      userId: buyer.id,
      courseId: course.id,
      planId: plan.id,
    });
    await t.db
      .update(orders)
      .set({ createdAt: CREATED, cancelAt: after(48) })
      .where(eq(orders.id, orderId));

    await sweepOnTwoInstances(after(12));
    expect(await remindersTo('unpaid@example.com')).toHaveLength(0);
    await sweepOnTwoInstances(after(25));
    await sweepOnTwoInstances(after(30));
    const reminders = await remindersTo('unpaid@example.com');
    expect(reminders).toHaveLength(1);
    expect(reminders[0]?.text).toContain(`https://shop.example/cart/${String(orderId)}`);

    // Paid (reported) meanwhile: an order no longer unpaid hears nothing more.
    await t.db.update(orders).set({ status: 'pendingApproved' }).where(eq(orders.id, orderId));
    await sweepOnTwoInstances(after(47));
    expect(await remindersTo('unpaid@example.com')).toHaveLength(1);
  });
});

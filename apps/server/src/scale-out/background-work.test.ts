import { randomBytes } from 'node:crypto';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { courses, orderEvents, orderLines, orders, outbox, paymentAttempts } from '../db/tables';
import { enqueueMail } from '../modules/mail/mail.service';
import type { MailMessage } from '../modules/mail/mail-message';
import { startMailWorker } from '../modules/mail/mail-worker';
import { cancelOverdueOrders } from '../modules/orders/order-sweeper';
import { reconcileOpenPayments } from '../modules/payments/payment-reconciler';
import { insertCourse, insertPlan, insertStudent } from '../test/factories';
import { latch } from '../test/latch';
import { createPromptPay, insertPaymentMethodsForPayments, orderToPay } from '../test/payment-fixtures';
import { sandboxControl } from '../test/sandbox-control';
import {
  eventually,
  severalInstancesSkipReason,
  startShopInstance,
  type ShopInstance,
} from '../test/shop-instance';
import { openFreshDatabase, type FreshDatabase } from '../test/test-database';

const skipReason = severalInstancesSkipReason();
const MINUTE = 60_000;

describe.skipIf(skipReason)(
  `background work on two instances at once${skipReason ? ` (skipped: ${skipReason})` : ''}`,
  () => {
    let database: FreshDatabase;
    let a: ShopInstance;
    let b: ShopInstance;
    beforeAll(async () => {
      database = await openFreshDatabase({
        pgliteTemplateFile: inject('pgliteTemplateFile'),
        postgresTemplate: inject('postgresTemplate'),
      });
      if (!database.url) throw new Error('a PostgreSQL test database has a URL');
      a = await startShopInstance(database.url);
      // One payment provider for both, as in production: B asks A's sandbox about A's charges.
      b = await startShopInstance(database.url, { PAYMENT_SANDBOX_URL: `${a.url}/sandbox` });
    });
    afterAll(async () => {
      await a.close();
      await b.close();
      await database.dispose();
    });

    it('cancels each overdue order once, though both sweepers run at the same time', async () => {
      const held = 10;
      // Two and a half of the sweeper's batches of 100: both sweepers take some.
      const overdue = 250;
      const buyer = await insertStudent(database.db);
      const course = await insertCourse(database.db, {
        courseType: 'In-class',
        seatsTotal: overdue + held,
        seatsTaken: overdue + held,
      });
      const plan = await insertPlan(database.db, course.id);
      const due = new Date(Date.now() - MINUTE);
      const inserted = await database.db
        .insert(orders)
        .values(
          Array.from({ length: overdue }, () => ({
            orderToken: randomBytes(16).toString('hex'),
            userId: buyer.id,
            subtotal: 100_000,
            discount: 0,
            total: 100_000,
            cancelAt: due,
          })),
        )
        .returning({ id: orders.id });
      const ids = inserted.map((row) => row.id);
      await database.db.insert(orderLines).values(
        ids.map((orderId) => ({
          orderId,
          courseId: course.id,
          pricingPlanId: plan.id,
          courseTitle: 'Course',
          courseType: 'In-class',
          planSnapshot: {},
          unitPrice: 100_000,
          amount: 100_000,
          net: 100_000,
          seatTaken: true,
        })),
      );
      const sweepUntilDone = async (instance: ShopInstance) => {
        const cancelled: number[] = [];
        for (;;) {
          const batch = await cancelOverdueOrders(instance.db, new Date());
          if (batch.length === 0) return cancelled;
          cancelled.push(...batch);
        }
      };

      const [byA, byB] = await Promise.all([sweepUntilDone(a), sweepUntilDone(b)]);

      const events = await database.db
        .select({ orderId: orderEvents.orderId })
        .from(orderEvents)
        .where(and(inArray(orderEvents.orderId, ids), eq(orderEvents.toStatus, 'cancelled')));
      const [seats] = await database.db
        .select({ taken: courses.seatsTaken })
        .from(courses)
        .where(eq(courses.id, course.id));
      expect(byA.length).toBeGreaterThan(0);
      expect(byB.length).toBeGreaterThan(0);
      expect([...byA, ...byB].sort((x, y) => x - y)).toEqual(ids.sort((x, y) => x - y));
      expect(events).toHaveLength(overdue);
      // Each cancellation gave its seat back exactly once: the seats of paid orders stay taken.
      expect(seats?.taken).toBe(held);
    });

    it('delivers each mail once, though both mail workers run at the same time', async () => {
      const count = 60;
      const due = new Date(Date.now() - MINUTE);
      const tag = randomBytes(4).toString('hex');
      for (let index = 0; index < count; index += 1) {
        const message: MailMessage = {
          template: 'registration',
          to: `buyer-${tag}-${String(index)}@example.com`,
          subject: 'Welcome',
          text: 'Hello',
        };
        await enqueueMail(database.db, message, due);
      }
      const sent = { a: [] as string[], b: [] as string[] };
      // Each worker holds its first mail until the other has begun one: both are mid-run together.
      const transport = (mine: string[], theirs: string[]) => ({
        send: async (message: MailMessage) => {
          mine.push(message.to);
          if (mine.length === 1)
            await eventually(
              () => Promise.resolve(theirs.length),
              (n) => n > 0,
              20_000,
            );
        },
        close: () => undefined,
      });
      const logger = pino({ level: 'silent' });
      const workers = [
        startMailWorker({ db: a.db, transport: transport(sent.a, sent.b), logger, intervalMs: 20 }),
        startMailWorker({ db: b.db, transport: transport(sent.b, sent.a), logger, intervalMs: 20 }),
      ];
      const mine = sql`${outbox.payload}::text like ${`%buyer-${tag}-%`}`;
      const pending = async () =>
        (
          await database.db
            .select({ id: outbox.id })
            .from(outbox)
            .where(and(mine, isNull(outbox.deliveredAt)))
        ).length;

      const left = await eventually(pending, (n) => n === 0, 30_000);
      await Promise.all(workers.map((worker) => worker.stop()));

      const all = [...sent.a, ...sent.b];
      expect(left).toBe(0);
      expect(sent.a.length).toBeGreaterThan(0);
      expect(sent.b.length).toBeGreaterThan(0);
      expect(all).toHaveLength(count);
      expect(new Set(all).size).toBe(count);
    });

    it('leaves the mails a stopping instance claimed to the other one at once, each sent once', async () => {
      const count = 30;
      const due = new Date(Date.now() - MINUTE);
      const tag = randomBytes(4).toString('hex');
      for (let index = 0; index < count; index += 1)
        await enqueueMail(
          database.db,
          {
            template: 'registration',
            to: `leaver-${tag}-${String(index)}@example.com`,
            subject: 'Hi',
            text: 'Hello',
          },
          due,
        );
      const sent = { a: [] as string[], b: [] as string[] };
      const inHand = latch();
      const firstSendOfA = latch();
      const logger = pino({ level: 'silent' });
      // A claims a batch and is stopped while it sends the first mail of it.
      const stopping = startMailWorker({
        db: a.db,
        transport: {
          send: async (message) => {
            sent.a.push(message.to);
            inHand.open();
            await firstSendOfA.opened;
          },
          close: () => undefined,
        },
        logger,
        intervalMs: 20,
      });
      await inHand.opened;
      const stopped = stopping.stop();
      firstSendOfA.open();
      await stopped;
      const taking = startMailWorker({
        db: b.db,
        transport: {
          send: (message) => {
            sent.b.push(message.to);
            return Promise.resolve();
          },
          close: () => undefined,
        },
        logger,
        intervalMs: 20,
      });
      const mine = sql`${outbox.payload}::text like ${`%leaver-${tag}-%`}`;
      const left = await eventually(
        async () =>
          (
            await database.db
              .select({ id: outbox.id })
              .from(outbox)
              .where(and(mine, isNull(outbox.deliveredAt)))
          ).length,
        (n) => n === 0,
        30_000,
      );
      await taking.stop();

      expect(left).toBe(0);
      expect(sent.a).toHaveLength(1);
      expect(sent.b).toHaveLength(count - 1);
      expect(new Set([...sent.a, ...sent.b]).size).toBe(count);
    });

    it('asks the provider about each open payment once, though both reconcilers run at the same time', async () => {
      await insertPaymentMethodsForPayments(database.db);
      await sandboxControl(`${a.url}/sandbox`).webhooks(false);
      // One more than the reconciler's batch of 20: both reconcilers take some.
      const open = 21;
      const orderIds: number[] = [];
      for (let index = 0; index < open; index += 1) {
        const order = await orderToPay(a.app, a.db, { methodId: 9 });
        expect((await createPromptPay(a.app, order)).statusCode).toBe(200);
        orderIds.push(order.orderId);
      }
      const now = new Date(Date.now() + 2 * MINUTE);

      const [byA, byB] = await Promise.all([
        reconcileOpenPayments(a.app.payments, now),
        reconcileOpenPayments(b.app.payments, now),
      ]);

      const attempts = await database.db
        .select({ inquiries: paymentAttempts.inquiryCount, state: paymentAttempts.state })
        .from(paymentAttempts)
        .where(inArray(paymentAttempts.orderId, orderIds));
      expect(byA.inquired).toBeGreaterThan(0);
      expect(byB.inquired).toBeGreaterThan(0);
      expect(byA.inquired + byB.inquired).toBe(open);
      expect(attempts).toHaveLength(open);
      expect(attempts.every((attempt) => attempt.inquiries === 1 && attempt.state === 'pending')).toBe(true);
    });
  },
);

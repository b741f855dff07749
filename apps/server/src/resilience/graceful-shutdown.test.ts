import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../db/database';
import { orders, users } from '../db/tables';
import { insertPaymentMethods } from '../test/commerce-factories';
import { insertCourse, insertPlan, makeUser } from '../test/factories';
import { orderBody } from '../test/order-requests';
import { ownConnection } from '../test/own-connection';
import { prepareServerProcessDatabase, type ServerProcessDatabase } from '../test/server-process-database';
import { startServerProcess, type ServerProcess } from '../test/server-process';
import { sessionCookieFor } from '../test/sessions';
import { testDatabaseKind } from '../test/test-database';

const BUYERS = 20;

describe('SIGTERM while orders are in flight', () => {
  let database: ServerProcessDatabase;
  let server: ServerProcess | undefined;
  beforeAll(async () => {
    // A connection for every buyer, so all of them can wait inside their transaction together.
    database = await prepareServerProcessDatabase({ poolSize: BUYERS + 5 });
  }, 120_000);
  afterAll(async () => {
    server?.child.kill('SIGKILL');
    await database.dispose();
  });

  it(
    'finishes every order it accepted, loses none, makes none twice and exits 0',
    { timeout: 240_000 },
    async () => {
      const db: Database = database.db;
      await insertPaymentMethods(db);
      const course = await insertCourse(db);
      const plan = await insertPlan(db, course.id, { price: 100_000 });
      const buyers = await db
        .insert(users)
        .values(Array.from({ length: BUYERS }, () => makeUser({ passwordHash: null })))
        .returning({ id: users.id });
      const cookies = await Promise.all(buyers.map((buyer) => sessionCookieFor(db, buyer.id)));
      // The signal comes once the server has received every order (its log says so). On
      // PostgreSQL the test also holds the course row, so every one of them is surely still
      // mid-transaction then; the embedded database has no second connection to hold it with.
      const seatHolder =
        testDatabaseKind() === 'postgres' ? await ownConnection(db, 'test-seat-holder') : null;
      await seatHolder?.query('begin');
      await seatHolder?.query('select id from courses where id = $1 for update', [course.id]);
      await database.handOver();
      const started = await startServerProcess({ ...database.env, LOG_LEVEL: 'info' });
      server = started;
      const received = () =>
        started
          .output()
          .split('\n')
          .filter((line) => line.includes('"incoming request"') && line.includes('/private/cart/order'))
          .length;

      const body = JSON.stringify(
        orderBody({ lines: [{ courseId: course.id, planId: plan.id }], price: 100_000 }),
      );
      const answers = cookies.map((cookie, index) =>
        fetch(`${started.baseUrl}/private/cart/order`, {
          method: 'POST',
          headers: {
            cookie,
            'content-type': 'application/json',
            'idempotency-key': `shutdown-${String(index)}-key`,
          },
          body,
        }).then(async (response) => ({
          status: response.status,
          body: (await response.json()) as { orderId?: number },
        })),
      );
      await vi.waitFor(
        () => {
          expect(received()).toBe(BUYERS);
        },
        { timeout: 60_000, interval: 50 },
      );
      started.child.kill('SIGTERM');
      await seatHolder?.query('rollback');
      const results = await Promise.allSettled(answers);
      const exitCode = await started.exited;

      const refused = results.filter((result) => result.status === 'rejected');
      const made = results.flatMap((result) =>
        result.status === 'fulfilled' && result.value.status === 200 ? [result.value.body.orderId] : [],
      );
      expect(refused, started.output()).toEqual([]);
      expect(made).toHaveLength(BUYERS);
      expect(exitCode, started.output()).toBe(0);
      const stored = await (
        await database.reopen()
      )
        .select({ id: orders.id, userId: orders.userId })
        .from(orders)
        .where(eq(orders.status, 'notYetReceived'));
      expect(stored.map((order) => order.id).sort((x, y) => x - y)).toEqual(
        made.sort((x, y) => (x ?? 0) - (y ?? 0)),
      );
      expect(new Set(stored.map((order) => order.userId)).size).toBe(BUYERS);
      await seatHolder?.end();
    },
  );
});

import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { openDatabase, type Database, type DatabaseHandle } from '../db/database';
import { orders, users } from '../db/tables';
import { insertPaymentMethods } from '../test/commerce-factories';
import { insertCourse, insertPlan, makeUser } from '../test/factories';
import { orderBody } from '../test/order-requests';
import { ownConnection } from '../test/own-connection';
import { startServerProcess, type ServerProcess } from '../test/server-process';
import { sessionCookieFor } from '../test/sessions';
import { MIGRATIONS_DIR, openFreshDatabase, testDatabaseKind } from '../test/test-database';

const BUYERS = 20;

/**
 * The database the server process will use, filled by the test first: a PostgreSQL database of
 * this test file, or an embedded one in a data folder the process opens after the test closed it.
 */
const prepareDatabase = async (): Promise<{
  env: Record<string, string>;
  db: Database;
  handOver(): Promise<void>;
  reopen(): Promise<Database>;
  dispose(): Promise<void>;
}> => {
  if (testDatabaseKind() === 'postgres') {
    const fresh = await openFreshDatabase({
      pgliteTemplateFile: inject('pgliteTemplateFile'),
      postgresTemplate: inject('postgresTemplate'),
    });
    return {
      // A connection for every buyer, so all of them can wait inside their transaction together.
      env: { DATABASE_URL: fresh.url ?? '', DATABASE_POOL_SIZE: String(BUYERS + 5) },
      db: fresh.db,
      handOver: () => Promise.resolve(),
      reopen: () => Promise.resolve(fresh.db),
      dispose: () => fresh.dispose(),
    };
  }
  const dataDir = await mkdtemp(path.join(tmpdir(), 'shop-shutdown-'));
  const templateFile = inject('pgliteTemplateFile');
  const open = (loadDataDir?: Blob) =>
    openDatabase({
      driver: 'pglite',
      dataDir: path.join(dataDir, 'pglite'),
      ...(loadDataDir ? { loadDataDir } : {}),
    });
  // The run's migrated template, unpacked into the folder the server process will open.
  let handle: DatabaseHandle | null = await open(
    templateFile ? new Blob([await readFile(templateFile)]) : undefined,
  );
  if (!templateFile) await handle.migrate(MIGRATIONS_DIR);
  const close = async () => {
    await handle?.close();
    handle = null;
  };
  return {
    env: { DATA_DIR: dataDir },
    db: handle.db,
    // The embedded database has one owner at a time: the test, then the server, then the test.
    handOver: close,
    reopen: async () => {
      handle = await open();
      return handle.db;
    },
    dispose: async () => {
      await close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
};

describe('SIGTERM while orders are in flight', () => {
  let database: Awaited<ReturnType<typeof prepareDatabase>>;
  let server: ServerProcess | undefined;
  beforeAll(async () => {
    database = await prepareDatabase();
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

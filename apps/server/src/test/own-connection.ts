import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Database } from '../db/database';
import { withDatabaseName } from './test-database';

/** The URL of the PostgreSQL database `db` is connected to (each test file has its own). */
export const urlOf = async (db: Database): Promise<string> => {
  // The query builder types raw results loosely; on PostgreSQL this is node-postgres' result.
  const result: unknown = await db.execute(sql`select current_database() as name`);
  const [row] = (result as { rows: { name: string }[] }).rows;
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl || !row) throw new Error('a PostgreSQL test database is needed');
  return withDatabaseName(adminUrl, row.name);
};

/**
 * A connection of the test's own to the app's PostgreSQL database, outside the app's pool (to
 * hold locks, watch `pg_stat_activity` or end the app's connections, as an administrator would).
 */
export const ownConnection = async (db: Database, applicationName: string): Promise<pg.Client> => {
  const client = new pg.Client({ connectionString: await urlOf(db), application_name: applicationName });
  // Dropping the test database at the end ends this connection too.
  client.on('error', () => undefined);
  await client.connect();
  return client;
};

/** Waits until `count` of the app's queries wait for a lock, and answers their backends' ids. */
export const waitForLockWaiters = async (watcher: pg.Client, count: number, timeoutMs = 15_000) => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { rows } = await watcher.query<{ pid: number }>(
      `select pid from pg_stat_activity
       where datname = current_database() and wait_event_type = 'Lock' order by query_start`,
    );
    if (rows.length >= count) return rows.map((row) => row.pid);
    if (Date.now() > deadline)
      throw new Error(`${String(rows.length)} of ${String(count)} queries wait for a lock`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
};

import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { buildConcurrentIndexes } from './concurrent-indexes';
import * as schema from './tables';

export type Schema = typeof schema;

/** The query builder every repository uses; the same type on PGlite and PostgreSQL. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

/** A transaction handle; repositories accept either this or the database. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
export type Queryable = Database | Transaction;

export type DatabaseDriver = 'pglite' | 'postgres';

export type DatabaseHandle = {
  readonly db: Database;
  readonly driver: DatabaseDriver;
  /** Applies the committed SQL migrations; safe when several instances start at once. */
  migrate(migrationsFolder: string): Promise<void>;
  /** The embedded database's files as one tarball (backups, test templates); PGlite only. */
  dump?(): Promise<Blob>;
  close(): Promise<void>;
};

/** Where the pool reports connections PostgreSQL ended (a pino logger fits). */
export type DatabaseLog = { warn(details: object, message: string): void };

export type OpenDatabaseOptions =
  | {
      driver: 'postgres';
      url: string;
      poolSize?: number;
      /** How long a request waits for a new connection before it is answered 503. */
      connectTimeoutMs?: number;
      log?: DatabaseLog;
    }
  /** `dataDir` undefined keeps the database in memory (tests). */
  | { driver: 'pglite'; dataDir?: string; loadDataDir?: Blob };

const casing = 'snake_case' as const;

/** Any number that fits; held in one place so every instance takes the same lock. */
const MIGRATION_LOCK_KEY = 727_001;
const INDEX_LOCK_KEY = 727_002;

const consoleLog: DatabaseLog = {
  warn: (details, message) => {
    console.warn(message, details);
  },
};

type PostgresOptions = Extract<OpenDatabaseOptions, { driver: 'postgres' }>;

/**
 * Gives a dead connection's place in the pool back at once. drizzle-orm 0.45 sends a
 * transaction's BEGIN before its try/finally, so a client whose connection dies before BEGIN is
 * answered is never released: each PostgreSQL restart under load would keep some places taken
 * until no request could get a connection. The release drizzle may still make does nothing.
 */
const releaseDeadClient = (client: pg.PoolClient, error: Error) => {
  const release = client.release.bind(client);
  let isReleased = false;
  client.release = (releaseError) => {
    if (isReleased) return;
    isReleased = true;
    release(releaseError);
  };
  client.release(error);
};

const openPostgres = ({
  url,
  poolSize = 10,
  connectTimeoutMs = 5_000,
  log = consoleLog,
}: PostgresOptions): DatabaseHandle => {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    // While PostgreSQL is unreachable a request fails after this long (503) instead of hanging.
    connectionTimeoutMillis: connectTimeoutMs,
    // Notices a peer that vanished without closing the connection (a failover, a cut network).
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
  });
  const checkedOut = new WeakSet<pg.PoolClient>();
  pool.on('acquire', (client) => checkedOut.add(client));
  pool.on('release', (_error, client) => checkedOut.delete(client));
  // A connection PostgreSQL ends (a restart, a failover, pg_terminate_backend) reports an error
  // event, idle or not: a client held by a transaction between two queries has no listener of
  // the pool's, and an error event nobody listens to ends the process. The query in flight, if
  // any, fails on its own (answered 503).
  pool.on('connect', (client) => {
    client.on('error', (error: Error & { code?: string }) => {
      log.warn({ code: error.code, reason: error.message }, 'PostgreSQL connection lost');
      if (checkedOut.has(client)) releaseDeadClient(client, error);
    });
  });
  // Idle clients report to the pool as well; the client's own listener above has logged it.
  pool.on('error', () => undefined);
  const db = drizzlePg({ client: pool, schema, casing }) as unknown as Database;
  return {
    db,
    driver: 'postgres',
    async migrate(migrationsFolder) {
      const client = await pool.connect();
      try {
        await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        await migratePg(drizzlePg({ client, casing }), { migrationsFolder });
      } finally {
        await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
        client.release();
      }
      await buildIndexesOnce(pool);
    },
    close: () => pool.end(),
  };
};

/**
 * The concurrent index builds, by one instance at a time: one that finds another building goes
 * on serving (the indexes arrive when that one is done). Outside the migration lock, because a
 * concurrent build waits for every open transaction, a waiting instance's included.
 */
const buildIndexesOnce = async (pool: pg.Pool) => {
  const client = await pool.connect();
  try {
    const { rows } = await client.query<{ locked: boolean }>('SELECT pg_try_advisory_lock($1) AS locked', [
      INDEX_LOCK_KEY,
    ]);
    if (!rows[0]?.locked) return;
    try {
      await buildConcurrentIndexes((statement) => client.query(statement), true);
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [INDEX_LOCK_KEY]);
    }
  } finally {
    client.release();
  }
};

const openPglite = async (
  dataDir: string | undefined,
  loadDataDir: Blob | undefined,
): Promise<DatabaseHandle> => {
  if (dataDir !== undefined) mkdirSync(path.dirname(path.resolve(dataDir)), { recursive: true });
  const client = await PGlite.create({
    ...(dataDir === undefined ? {} : { dataDir }),
    ...(loadDataDir === undefined ? {} : { loadDataDir }),
    // Trigram indexes for the back office's "contains" searches (migration 0009).
    extensions: { pg_trgm },
  });
  const pgliteDb = drizzlePglite({ client, schema, casing });
  return {
    db: pgliteDb as unknown as Database,
    driver: 'pglite',
    async migrate(migrationsFolder) {
      await migratePglite(pgliteDb, { migrationsFolder });
      // One connection, nobody else writing: a plain build is the same thing here.
      await buildConcurrentIndexes((statement) => client.query(statement), false);
    },
    dump: () => client.dumpDataDir('none'),
    close: () => client.close(),
  };
};

export const openDatabase = async (options: OpenDatabaseOptions): Promise<DatabaseHandle> =>
  options.driver === 'postgres' ? openPostgres(options) : openPglite(options.dataDir, options.loadDataDir);

import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
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

export type OpenDatabaseOptions =
  | { driver: 'postgres'; url: string; poolSize?: number }
  /** `dataDir` undefined keeps the database in memory (tests). */
  | { driver: 'pglite'; dataDir?: string; loadDataDir?: Blob };

const casing = 'snake_case' as const;

/** Any number that fits; held in one place so every instance takes the same lock. */
const MIGRATION_LOCK_KEY = 727_001;

const openPostgres = (url: string, poolSize: number): DatabaseHandle => {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // An idle connection the server drops (a restart, a failover) must not crash the process;
  // the pool replaces it on the next query.
  pool.on('error', (error) => {
    console.warn(`PostgreSQL dropped an idle connection: ${error.message}`);
  });
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
    },
    close: () => pool.end(),
  };
};

const openPglite = async (
  dataDir: string | undefined,
  loadDataDir: Blob | undefined,
): Promise<DatabaseHandle> => {
  if (dataDir !== undefined) mkdirSync(path.dirname(path.resolve(dataDir)), { recursive: true });
  const client = await PGlite.create({
    ...(dataDir === undefined ? {} : { dataDir }),
    ...(loadDataDir === undefined ? {} : { loadDataDir }),
  });
  const pgliteDb = drizzlePglite({ client, schema, casing });
  return {
    db: pgliteDb as unknown as Database,
    driver: 'pglite',
    async migrate(migrationsFolder) {
      await migratePglite(pgliteDb, { migrationsFolder });
    },
    dump: () => client.dumpDataDir('none'),
    close: () => client.close(),
  };
};

export const openDatabase = async (options: OpenDatabaseOptions): Promise<DatabaseHandle> =>
  options.driver === 'postgres'
    ? openPostgres(options.url, options.poolSize ?? 10)
    : openPglite(options.dataDir, options.loadDataDir);

import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../db/database';
import { finishesWithin } from './finishes-within';

export const MIGRATIONS_DIR = fileURLToPath(new URL('../../drizzle', import.meta.url));

export type TestDatabaseKind = 'pglite' | 'postgres';

/** Which database this test run uses; the Vitest project sets TEST_DB. */
export const testDatabaseKind = (): TestDatabaseKind =>
  process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';

/** The server's own database URL with another database name. */
export const withDatabaseName = (url: string, name: string): string => {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
};

export const adminQuery = async (adminUrl: string, text: string): Promise<void> => {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
};

const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;

export type FreshDatabase = DatabaseHandle & {
  /** Where a second connection reaches the same database (PostgreSQL only). */
  url?: string;
  dispose(): Promise<void>;
};

const freshPglite = async (templateFile: string | undefined): Promise<FreshDatabase> => {
  const loadDataDir = templateFile ? new Blob([await readFile(templateFile)]) : undefined;
  const handle = await openDatabase({ driver: 'pglite', ...(loadDataDir ? { loadDataDir } : {}) });
  if (!loadDataDir) await handle.migrate(MIGRATIONS_DIR);
  return { ...handle, dispose: () => handle.close() };
};

const freshPostgres = async (adminUrl: string, template: string): Promise<FreshDatabase> => {
  const name = `shop_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(adminUrl, `CREATE DATABASE ${quoteIdent(name)} TEMPLATE ${quoteIdent(template)}`);
  const url = withDatabaseName(adminUrl, name);
  const handle = await openDatabase({ driver: 'postgres', url, poolSize: 20 });
  return {
    ...handle,
    url,
    dispose: async () => {
      // A connection still checked out keeps the pool from ending: report it, and let the forced
      // drop below end that connection instead of waiting for it past the hook's time limit.
      const closed = await finishesWithin(handle.close(), 15_000);
      if (!closed)
        console.error(`The pool of ${name} has not ended after 15 s: dropping the database under it.`);
      await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${quoteIdent(name)} WITH (FORCE)`);
    },
  };
};

/**
 * A new, migrated, empty database for one test file: an in-memory PGlite loaded from the
 * run's migrated template, or a PostgreSQL database cloned from the run's template database.
 */
export const openFreshDatabase = async (context: {
  pgliteTemplateFile?: string | undefined;
  postgresTemplate?: string | undefined;
}): Promise<FreshDatabase> => {
  if (testDatabaseKind() === 'postgres') {
    const adminUrl = process.env.DATABASE_URL;
    if (!adminUrl || !context.postgresTemplate)
      throw new Error('TEST_DB=postgres needs DATABASE_URL and the global setup');
    return freshPostgres(adminUrl, context.postgresTemplate);
  }
  return freshPglite(context.pgliteTemplateFile);
};

import { execFile, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { access, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { createLocalFileStorage } from '../lib/storage/local-file-storage';
import {
  adminQuery,
  MIGRATIONS_DIR,
  openFreshDatabase,
  testDatabaseKind,
  withDatabaseName,
  type FreshDatabase,
} from '../test/test-database';
import { openDatabase } from './database';
import { seedDemoShop } from './seed/seed-demo-shop';

const run = promisify(execFile);
const script = (name: string) => fileURLToPath(new URL(`../../../../scripts/${name}`, import.meta.url));
const hasTools = ['pg_dump', 'pg_restore', 'psql'].every(
  (tool) => spawnSync(tool, ['--version']).status === 0,
);
const skipReason =
  testDatabaseKind() !== 'postgres'
    ? 'needs PostgreSQL (the integration-postgres project, with DATABASE_URL)'
    : hasTools
      ? null
      : 'needs pg_dump, pg_restore and psql on the PATH';

/** Every table of every schema, with its row count and a digest of its rows in a fixed order. */
const contentsOf = async (url: string) => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const tables = await client.query<{ name: string }>(
      `SELECT quote_ident(schemaname) || '.' || quote_ident(tablename) AS name FROM pg_tables
       WHERE schemaname NOT IN ('pg_catalog', 'information_schema') ORDER BY 1`,
    );
    const contents: Record<string, { rows: number; digest: string }> = {};
    for (const { name } of tables.rows) {
      const answer = await client.query<{ rows: number; digest: string }>(
        `SELECT count(*)::int AS rows, coalesce(md5(string_agg(t::text, E'\\n' ORDER BY t::text)), '') AS digest
         FROM ${name} t`,
      );
      contents[name] = answer.rows[0] ?? { rows: -1, digest: '' };
    }
    return contents;
  } finally {
    await client.end();
  }
};

describe.skipIf(skipReason)(
  `PostgreSQL backup and restore${skipReason ? ` (skipped: ${skipReason})` : ''}`,
  () => {
    const adminUrl = process.env.DATABASE_URL ?? '';
    const target = `shop_restore_${randomBytes(6).toString('hex')}`;
    // The body is read even when skipped, when there is no DATABASE_URL.
    const targetUrl = adminUrl ? withDatabaseName(adminUrl, target) : '';
    let source: FreshDatabase;
    let folder: string;
    let backup: string;
    beforeAll(async () => {
      source = await openFreshDatabase({
        pgliteTemplateFile: inject('pgliteTemplateFile'),
        postgresTemplate: inject('postgresTemplate'),
      });
      folder = await mkdtemp(path.join(tmpdir(), 'shop-backup-'));
      await seedDemoShop(source.db, {
        storage: createLocalFileStorage(path.join(folder, 'uploads')),
        assetsDir: fileURLToPath(new URL('./seed/assets', import.meta.url)),
      });
      await adminQuery(adminUrl, `CREATE DATABASE "${target}"`);
      backup = path.join(folder, 'shop.dump');
    });
    afterAll(async () => {
      await source.dispose();
      await adminQuery(adminUrl, `DROP DATABASE IF EXISTS "${target}" WITH (FORCE)`);
      await rm(folder, { recursive: true, force: true });
    });

    it('backs up the seeded shop and restores the very same rows into an empty database', async () => {
      const written = await run('bash', [script('backup-postgres.sh'), backup], {
        env: { ...process.env, DATABASE_URL: source.url },
      });
      await run('bash', [script('restore-postgres.sh'), backup, targetUrl]);

      const before = await contentsOf(source.url ?? '');
      const after = await contentsOf(targetUrl);
      expect(written.stdout.trim()).toBe(backup);
      expect(Object.keys(before)).toContain('public.users');
      expect(before['public.courses']?.rows).toBeGreaterThan(0);
      expect(after).toEqual(before);
    });

    it('gives a database the shop starts on: migrations already applied, the demo administrator signs in', async () => {
      const restored = await openDatabase({ driver: 'postgres', url: targetUrl, poolSize: 2 });
      await restored.migrate(MIGRATIONS_DIR);
      // Nothing to migrate: the migration history came along with the rows.
      expect(await contentsOf(targetUrl)).toEqual(await contentsOf(source.url ?? ''));
      const app = await buildApp({
        config: loadConfig({ NODE_ENV: 'test', SEED_DEMO: 'false' }),
        database: restored,
      });
      try {
        const signIn = await app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { username: 'admin', password: 'admin1234' },
        });
        expect(signIn.statusCode).toBe(200);
      } finally {
        await app.close();
        await restored.close();
      }
    });

    it('refuses to restore over a database that holds tables', async () => {
      const refused = await run('bash', [script('restore-postgres.sh'), backup, targetUrl]).catch(
        (error: unknown) => error as { code: number; stderr: string },
      );

      expect(refused).toMatchObject({ code: 1 });
      expect((refused as { stderr: string }).stderr).toMatch(/restore into a new, empty database/);
    });

    it('leaves no file behind when the database cannot be read', async () => {
      const file = path.join(folder, 'broken.dump');
      const failed = await run('bash', [script('backup-postgres.sh'), file], {
        env: { ...process.env, DATABASE_URL: withDatabaseName(adminUrl, `no_such_${target}`) },
      }).catch((error: unknown) => error as { code: number });

      expect(failed).toMatchObject({ code: expect.any(Number) as number });
      await expect(access(file)).rejects.toThrow();
      await expect(access(`${file}.partial`)).rejects.toThrow();
    });
  },
);

import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/database';
import { adminQuery, MIGRATIONS_DIR, withDatabaseName } from './test-database';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplateFile: string | undefined;
    postgresTemplate: string | undefined;
  }
}

/** Migrates one template database per run; every test file then starts from a copy of it. */
export default async function setup(project: TestProject) {
  // The project's env reaches the test workers, not this process, so read it from the config.
  if (project.config.env.TEST_DB === 'postgres') {
    const adminUrl = process.env.DATABASE_URL;
    if (!adminUrl) throw new Error('The PostgreSQL test project needs DATABASE_URL');
    const template = `shop_template_${randomBytes(4).toString('hex')}`;
    await adminQuery(adminUrl, `CREATE DATABASE "${template}"`);
    const handle = await openDatabase({ driver: 'postgres', url: withDatabaseName(adminUrl, template) });
    await handle.migrate(MIGRATIONS_DIR);
    await handle.close();
    project.provide('postgresTemplate', template);
    project.provide('pgliteTemplateFile', undefined);
    return async () => {
      await adminQuery(adminUrl, `DROP DATABASE IF EXISTS "${template}" WITH (FORCE)`);
    };
  }
  const folder = await mkdtemp(path.join(tmpdir(), 'shop-pglite-template-'));
  const file = path.join(folder, 'template.tar');
  const handle = await openDatabase({ driver: 'pglite' });
  await handle.migrate(MIGRATIONS_DIR);
  if (!handle.dump) throw new Error('PGlite handles can always dump');
  const dump = await handle.dump();
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  await handle.close();
  project.provide('pgliteTemplateFile', file);
  project.provide('postgresTemplate', undefined);
  return async () => {
    await rm(folder, { recursive: true, force: true });
  };
}

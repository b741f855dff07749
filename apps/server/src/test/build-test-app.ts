import type { FastifyBaseLogger } from 'fastify';
import { pino } from 'pino';
import { inject } from 'vitest';
import { buildApp, type App } from '../app';
import { loadConfig } from '../config';
import type { Database } from '../db/database';
import { openFreshDatabase } from './test-database';

export type TestApp = {
  app: App;
  db: Database;
  driver: 'pglite' | 'postgres';
  close(): Promise<void>;
};

/**
 * The whole server on a fresh, migrated, empty database (PGlite, or PostgreSQL when the
 * run's TEST_DB says so), ready for `app.inject` or a real `listen`.
 */
export const buildTestApp = async (
  env: Record<string, string> = {},
  options: { logger?: FastifyBaseLogger } = {},
): Promise<TestApp> => {
  const database = await openFreshDatabase({
    pgliteTemplateFile: inject('pgliteTemplateFile'),
    postgresTemplate: inject('postgresTemplate'),
  });
  const config = loadConfig({ NODE_ENV: 'test', SEED_DEMO: 'false', CATALOG_CACHE_SECONDS: '0', ...env });
  // TEST_LOG_LEVEL=error shows the stack of a 500 while debugging a test.
  const logger = options.logger ?? pino({ level: process.env.TEST_LOG_LEVEL ?? 'silent' });
  const app = await buildApp({ config, database, logger });
  await app.ready();
  return {
    app,
    db: database.db,
    driver: database.driver,
    close: async () => {
      await app.close();
      await database.dispose();
    },
  };
};

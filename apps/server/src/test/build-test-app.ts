import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { pino } from 'pino';
import { inject } from 'vitest';
import { buildApp, type App } from '../app';
import { loadConfig } from '../config';
import type { Database } from '../db/database';
import { closeOrReport } from './close-or-report';
import { TEST_SANDBOX_CONTROL_SECRET } from './sandbox-control';
import { openFreshDatabase } from './test-database';

/** A web build folder (`dist`) holding the shell, beside its server render (`dist-ssr`) when given. */
const writeWebBuild = async (shell: string, serverRender: string | undefined) => {
  const root = await mkdtemp(path.join(tmpdir(), 'shop-web-build-'));
  const dist = path.join(root, 'dist');
  await mkdir(dist);
  await writeFile(path.join(dist, 'index.html'), shell);
  if (serverRender !== undefined) {
    await mkdir(path.join(root, 'dist-ssr'));
    await writeFile(path.join(root, 'dist-ssr', 'entry-server.js'), serverRender);
  }
  return dist;
};

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
  options: {
    logger?: FastifyBaseLogger;
    /** The web app's `index.html`: given, the server serves pages from a build folder holding it. */
    webShell?: string;
    /** The source of a server render module (`dist-ssr/entry-server.js`) beside that build. */
    serverRender?: string;
  } = {},
): Promise<TestApp> => {
  const webDistDir =
    options.webShell === undefined ? null : await writeWebBuild(options.webShell, options.serverRender);
  const database = await openFreshDatabase({
    pgliteTemplateFile: inject('pgliteTemplateFile'),
    postgresTemplate: inject('postgresTemplate'),
  });
  const config = loadConfig({
    NODE_ENV: 'test',
    SEED_DEMO: 'false',
    CATALOG_CACHE_SECONDS: '0',
    // Test apps run the sandbox at whatever address a test names, and its tests hold the secret.
    ALLOW_SANDBOX_ON_PUBLIC_URL: 'true',
    SANDBOX_CONTROL_SECRET: TEST_SANDBOX_CONTROL_SECRET,
    // A test app answers only `inject` unless it listens: its slips are checked by the sandbox's
    // verification service only where a test asks (SLIP_VERIFICATION=auto on a listening app).
    SLIP_VERIFICATION: 'off',
    ...env,
  });
  // TEST_LOG_LEVEL=error shows the stack of a 500 while debugging a test.
  const logger = options.logger ?? pino({ level: process.env.TEST_LOG_LEVEL ?? 'silent' });
  const app = await buildApp({ config, database, logger, ...(webDistDir ? { webDistDir } : {}) });
  await app.ready();
  return {
    app,
    db: database.db,
    driver: database.driver,
    close: async () => {
      await closeOrReport(app);
      await database.dispose();
      if (webDistDir) await rm(webDistDir, { recursive: true, force: true });
    },
  };
};

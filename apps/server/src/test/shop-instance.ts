import { pino } from 'pino';
import { buildApp, type App } from '../app';
import { loadConfig } from '../config';
import { openDatabase, type Database } from '../db/database';
import { testDatabaseKind } from './test-database';
import { freePort } from './free-port';
import { TEST_SANDBOX_CONTROL_SECRET } from './sandbox-control';

export type ShopInstance = { app: App; db: Database; url: string; close(): Promise<void> };

/**
 * Why a test of several instances cannot run here, or null when it can: the instances need one
 * PostgreSQL database (an embedded PGlite belongs to one process) and one Redis.
 */
export const severalInstancesSkipReason = (): string | null => {
  if (testDatabaseKind() !== 'postgres')
    return 'needs PostgreSQL (the integration-postgres project, with DATABASE_URL): PGlite is one process';
  if (!process.env.REDIS_URL)
    return 'needs REDIS_URL: instances share sessions, events and caches through it';
  return null;
};

/**
 * One instance of the shop as a load balancer sees it: its own pool to the shared PostgreSQL
 * database, its own Redis connections, its own port. `env` adds settings (the sandbox of
 * another instance, a cache time...).
 */
export const startShopInstance = async (
  databaseUrl: string,
  env: Record<string, string> = {},
): Promise<ShopInstance> => {
  const database = await openDatabase({ driver: 'postgres', url: databaseUrl, poolSize: 5 });
  for (let tries = 1; ; tries += 1) {
    const port = await freePort();
    const url = `http://127.0.0.1:${String(port)}`;
    const config = loadConfig({
      NODE_ENV: 'test',
      SEED_DEMO: 'false',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: url,
      REDIS_URL: process.env.REDIS_URL ?? '',
      PAYMENT_HTTP_TIMEOUT_MS: '2000',
      SANDBOX_CONTROL_SECRET: TEST_SANDBOX_CONTROL_SECRET,
      ...env,
    });
    const app = await buildApp({
      config,
      database,
      logger: pino({ level: process.env.TEST_LOG_LEVEL ?? 'silent' }),
    });
    try {
      await app.listen({ host: '127.0.0.1', port });
      return {
        app,
        db: database.db,
        url,
        close: async () => {
          await app.close();
          await database.close();
        },
      };
    } catch (error) {
      await app.close();
      // Another process took the port between choosing it and listening on it: choose again.
      if ((error as { code?: string }).code !== 'EADDRINUSE' || tries >= 5) {
        await database.close();
        throw error;
      }
    }
  }
};

/** Asks `read` until `isDone` holds or `withinMs` passes; answers the last value read. */
export const eventually = async <T>(
  read: () => Promise<T>,
  isDone: (value: T) => boolean,
  withinMs: number,
): Promise<T> => {
  const deadline = Date.now() + withinMs;
  for (;;) {
    const value = await read();
    if (isDone(value) || Date.now() >= deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
};

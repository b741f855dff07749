import path from 'node:path';
import type { Config } from '../config';
import { openDatabase, type DatabaseHandle, type DatabaseLog } from './database';

/** PostgreSQL when DATABASE_URL is set; otherwise the embedded PGlite under DATA_DIR. */
export const openConfiguredDatabase = (config: Config, log?: DatabaseLog): Promise<DatabaseHandle> =>
  config.DATABASE_URL
    ? openDatabase({
        driver: 'postgres',
        url: config.DATABASE_URL,
        poolSize: config.DATABASE_POOL_SIZE,
        connectTimeoutMs: config.DATABASE_CONNECT_TIMEOUT_MS,
        ...(log ? { log } : {}),
      })
    : openDatabase({ driver: 'pglite', dataDir: path.join(config.DATA_DIR, 'pglite') });

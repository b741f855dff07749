import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openConfiguredDatabase } from '../db/open-configured-database';
import { seedDemoShop } from '../db/seed/seed-demo-shop';
import { createLocalFileStorage } from '../lib/storage/local-file-storage';
import { freePort } from '../test/free-port';

const MIGRATIONS_DIR = fileURLToPath(new URL('../drizzle', import.meta.url));
const DEMO_ASSETS_DIR = fileURLToPath(new URL('../src/db/seed/assets', import.meta.url));

/**
 * The built server with the demo shop on a fresh data folder (or the `DATABASE_URL` database),
 * listening on loopback. The payment adapters reach the in-process sandbox on the server's own
 * port, so the port is chosen first.
 */
export const startBenchServer = async (
  env: Record<string, string> = {},
  /** The built storefront, for the pages the server renders; without it they answer 404. */
  webDistDir?: string,
) => {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'shop-bench-'));
  const port = await freePort();
  const config = loadConfig({
    ...process.env,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'true',
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${String(port)}`,
    PAYMENT_MODE: 'sandbox',
    ...env,
  });
  const database = await openConfiguredDatabase(config);
  await database.migrate(MIGRATIONS_DIR);
  await seedDemoShop(database.db, {
    storage: createLocalFileStorage(path.join(dataDir, 'uploads')),
    assetsDir: DEMO_ASSETS_DIR,
  });
  const app = await buildApp({ config, database, ...(webDistDir === undefined ? {} : { webDistDir }) });
  const address = await app.listen({ host: '127.0.0.1', port });
  return {
    app,
    config,
    database,
    address,
    close: async () => {
      await app.close();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
};

// `npm run seed:large [-- --scale 10]`: the demo shop on DATABASE_URL (PostgreSQL), then years of a
// successful school's data added with set-based SQL, then ANALYZE so the first query plans well.
import path from 'node:path';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { fileURLToPath } from 'node:url';
import { openDatabase } from '../db/database';
import { seedDemoShop } from '../db/seed/seed-demo-shop';
import { createLocalFileStorage } from '../lib/storage/local-file-storage';
import { addLargeShop } from './large-shop/add-large-shop';
// The modules supply their ports when loaded (the demo's paid orders ask the documents module for
// their invoice); the server loads them through buildApp, this script has to load them itself.
import '../modules/register-modules';

const MIGRATIONS_DIR = fileURLToPath(new URL('../drizzle', import.meta.url));
const DEMO_ASSETS_DIR = fileURLToPath(new URL('../src/db/seed/assets', import.meta.url));

const scaleOf = (argv: string[]): number => {
  const at = argv.indexOf('--scale');
  const scale = at === -1 ? 1 : Number(argv[at + 1]);
  if (!Number.isFinite(scale) || scale <= 0) throw new Error('--scale takes a positive number');
  return scale;
};

const main = async () => {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('seed:large runs on PostgreSQL: set DATABASE_URL');
  const scale = scaleOf(process.argv.slice(2));
  const database = await openDatabase({ driver: 'postgres', url, poolSize: 2 });
  const uploads = await mkdtemp(path.join(tmpdir(), 'shop-seed-large-'));
  try {
    await database.migrate(MIGRATIONS_DIR);
    await seedDemoShop(database.db, { storage: createLocalFileStorage(uploads), assetsDir: DEMO_ASSETS_DIR });
    await addLargeShop(database.db, { scale, now: new Date(), log: (line) => console.log(line) });
  } finally {
    await database.close();
    await rm(uploads, { recursive: true, force: true });
  }
};

await main();

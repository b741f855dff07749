import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { openDatabase, type Database, type DatabaseHandle } from '../db/database';
import { MIGRATIONS_DIR, openFreshDatabase, testDatabaseKind } from './test-database';

export type ServerProcessDatabase = {
  /** The settings that point the server process at it (and a data folder of its own). */
  env: Record<string, string>;
  /** The folder the server process writes uploads and `.eml` mail to. */
  dataDir: string;
  /** The test's own handle, to fill the database before the server starts. */
  db: Database;
  /** Before the server starts: an embedded database has one owner at a time. */
  handOver(): Promise<void>;
  /** After the server exited: the database as it left it. */
  reopen(): Promise<Database>;
  dispose(): Promise<void>;
};

/**
 * The database a server process (`startServerProcess`) will use, filled by the test first: a
 * PostgreSQL database of this test file, or an embedded one in a data folder the process opens
 * after the test closed it, and the test opens again after the process exited.
 */
export const prepareServerProcessDatabase = async (
  options: { poolSize?: number } = {},
): Promise<ServerProcessDatabase> => {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'shop-server-process-'));
  const removeDataDir = () => rm(dataDir, { recursive: true, force: true });
  if (testDatabaseKind() === 'postgres') {
    const fresh = await openFreshDatabase({
      pgliteTemplateFile: inject('pgliteTemplateFile'),
      postgresTemplate: inject('postgresTemplate'),
    });
    return {
      env: {
        DATA_DIR: dataDir,
        DATABASE_URL: fresh.url ?? '',
        ...(options.poolSize ? { DATABASE_POOL_SIZE: String(options.poolSize) } : {}),
      },
      dataDir,
      db: fresh.db,
      handOver: () => Promise.resolve(),
      reopen: () => Promise.resolve(fresh.db),
      dispose: async () => {
        await fresh.dispose();
        await removeDataDir();
      },
    };
  }
  const templateFile = inject('pgliteTemplateFile');
  const open = (loadDataDir?: Blob) =>
    openDatabase({
      driver: 'pglite',
      dataDir: path.join(dataDir, 'pglite'),
      ...(loadDataDir ? { loadDataDir } : {}),
    });
  // The run's migrated template, unpacked into the folder the server process will open.
  let handle: DatabaseHandle | null = await open(
    templateFile ? new Blob([await readFile(templateFile)]) : undefined,
  );
  if (!templateFile) await handle.migrate(MIGRATIONS_DIR);
  const close = async () => {
    await handle?.close();
    handle = null;
  };
  return {
    env: { DATA_DIR: dataDir },
    dataDir,
    db: handle.db,
    handOver: close,
    reopen: async () => {
      handle = await open();
      return handle.db;
    },
    dispose: async () => {
      await close();
      await removeDataDir();
    },
  };
};

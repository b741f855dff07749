import type { FileStorage } from '../../lib/storage/file-storage';
import type { Transaction } from '../database';

/** What a seed step may use besides the database. */
export type SeedContext = {
  now: Date;
  /** Where uploads live, for the demo's pictures and video. */
  storage: FileStorage;
  /** The folder of the demo's committed media (a preview video). */
  assetsDir: string;
};

/** One named part of the demo shop; it runs once per database, inside its own transaction. */
export type SeedStep = { name: string; run: (tx: Transaction, context: SeedContext) => Promise<void> };

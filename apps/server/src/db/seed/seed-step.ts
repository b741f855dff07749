import type { Transaction } from '../database';

/** One named part of the demo shop; it runs once per database, inside its own transaction. */
export type SeedStep = { name: string; run: (tx: Transaction, now: Date) => Promise<void> };

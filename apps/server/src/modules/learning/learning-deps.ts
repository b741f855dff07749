import type { Database } from '../../db/database';
import type { TtlCache } from '../../lib/ttl-cache';

/** What the learning services read and write through. */
export type LearningDeps = { db: Database; cache: TtlCache };

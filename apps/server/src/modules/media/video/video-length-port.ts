import type { Queryable } from '../../../db/database';
import type { TtlCache } from '../../../lib/ttl-cache';
import { modulePort } from '../../../lib/module-port';

/**
 * Gives the length read from a transcoded video to what shows it (the lectures, whose module is
 * above media), and drops what the catalogue cache holds of their courses: supplied by the
 * learning module when its index loads.
 */
export const videoLengthPort =
  modulePort<(db: Queryable, cache: TtlCache, fileName: string, durationSeconds: number) => Promise<void>>(
    'video length',
  );

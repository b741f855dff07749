import type { Queryable } from '../../../db/database';
import { modulePort } from '../../../lib/module-port';

/**
 * Gives the length read from a transcoded video to what shows it (the lectures, whose module is
 * above media): supplied by the learning module when its index loads.
 */
export const videoLengthPort =
  modulePort<(db: Queryable, fileName: string, durationSeconds: number) => Promise<void>>('video length');

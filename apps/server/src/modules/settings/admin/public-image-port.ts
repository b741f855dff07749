import type { Queryable } from '../../../db/database';
import { modulePort } from '../../../lib/module-port';

/**
 * A public image the shop stores, or INPUT_ERROR naming `field`. Stored files belong to media,
 * which reads the settings (its quota); media supplies this when its index loads.
 */
export const publicImagePort =
  modulePort<
    (
      db: Queryable,
      field: string,
      name: string,
    ) => Promise<{ fileName: string; variants: Record<string, string> }>
  >('publicImagePort');

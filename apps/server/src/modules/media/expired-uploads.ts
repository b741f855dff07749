import type { Database } from '../../db/database';
import type { FileStorage } from '../../lib/storage/file-storage';
import { deleteMediaFiles, lockExpiredMediaFiles } from './media.repository';

const BATCH = 50;

export type ExpiredUploadsSweep = { removed: string[]; failed: { fileName: string; error: unknown }[] };

/**
 * Removes uploads past their life that nothing claimed (a visitor who never registered, a slip
 * never reported), with their resized copies and the bytes they held. The rows stay locked while
 * their files go, so a registration claiming one at that moment waits and then finds it gone; a
 * row is deleted only once all its files are, so a storage failure is retried at the next sweep.
 * Several instances may sweep at once: each takes rows the others do not hold.
 */
export const removeExpiredUploads = async (
  db: Database,
  storage: FileStorage,
  now: Date,
): Promise<ExpiredUploadsSweep> =>
  db.transaction(async (tx) => {
    const sweep: ExpiredUploadsSweep = { removed: [], failed: [] };
    const gone: number[] = [];
    for (const row of await lockExpiredMediaFiles(tx, now, BATCH)) {
      try {
        for (const name of [row.fileName, ...Object.values(row.variants)]) await storage.remove(name);
        gone.push(row.id);
        sweep.removed.push(row.fileName);
      } catch (error) {
        sweep.failed.push({ fileName: row.fileName, error });
      }
    }
    await deleteMediaFiles(tx, gone);
    return sweep;
  });

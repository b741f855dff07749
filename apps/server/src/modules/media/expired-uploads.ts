import { unlink } from 'node:fs/promises';
import type { Database, Queryable } from '../../db/database';
import type { FileStorage } from '../../lib/storage/file-storage';
import { deleteMediaFiles, lockExpiredMediaFiles } from './media.repository';
import { lockOrphanedAdminUploads } from './orphaned-uploads.repository';
import { deleteResumableUploads, lockExpiredResumableUploads } from './resumable-uploads.repository';

const BATCH = 50;
/** An administrator's upload nothing names is kept this long (an editor may still be open). */
export const ORPHAN_AGE_MS = 86_400_000;

export type ExpiredUploadsSweep = {
  removed: string[];
  failed: { fileName: string; error: unknown }[];
  /** Partial (resumable) uploads past their day, removed with their parts. */
  partial: string[];
};

type SweptRow = { id: number; fileName: string; variants: Record<string, string> };

/** Removes the rows' files and then the rows; a row whose files fail stays for the next sweep. */
const removeRows = async (
  tx: Queryable,
  storage: FileStorage,
  rows: SweptRow[],
  sweep: ExpiredUploadsSweep,
) => {
  const gone: number[] = [];
  for (const row of rows) {
    try {
      for (const name of [row.fileName, ...Object.values(row.variants)]) await storage.remove(name);
      gone.push(row.id);
      sweep.removed.push(row.fileName);
    } catch (error) {
      sweep.failed.push({ fileName: row.fileName, error });
    }
  }
  await deleteMediaFiles(tx, gone);
};

/**
 * Removes uploads past their life that nothing claimed (a visitor who never registered, a slip
 * never reported), with their resized copies and the bytes they held; administrators' uploads
 * older than a day that no column of `referenced-files.ts` names; and partial uploads past their
 * day. The rows stay locked while their files go, so a registration claiming one at that moment
 * waits and then finds it gone; a row is deleted only once all its files are, so a storage
 * failure is retried at the next sweep. Several instances may sweep at once: each takes rows the
 * others do not hold.
 */
export const removeExpiredUploads = async (
  db: Database,
  storage: FileStorage,
  now: Date,
): Promise<ExpiredUploadsSweep> =>
  db.transaction(async (tx) => {
    const sweep: ExpiredUploadsSweep = { removed: [], failed: [], partial: [] };
    await removeRows(tx, storage, await lockExpiredMediaFiles(tx, now, BATCH), sweep);
    const orphanedBefore = new Date(now.getTime() - ORPHAN_AGE_MS);
    await removeRows(tx, storage, await lockOrphanedAdminUploads(tx, orphanedBefore, BATCH), sweep);
    const partial = await lockExpiredResumableUploads(tx, now, BATCH);
    // Parts lie on the disk of the instance that received them; elsewhere there is nothing to unlink.
    for (const upload of partial) await unlink(upload.partPath).catch(() => undefined);
    await deleteResumableUploads(
      tx,
      partial.map((upload) => upload.id),
    );
    sweep.partial.push(...partial.map((upload) => upload.id));
    return sweep;
  });

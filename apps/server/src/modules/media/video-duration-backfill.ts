import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { mediaFiles } from '../../db/tables';
import type { FileStorage } from '../../lib/storage/file-storage';
import { videoDurationOf, type VideoBytes } from './video-duration';

/** Reads a stored file a part at a time, as the storage serves a ranged download. */
const storedBytes = (storage: FileStorage, name: string, size: number): VideoBytes => ({
  size,
  readAt: async (position, length) => {
    const end = Math.min(size, position + length) - 1;
    if (position > end) return Buffer.alloc(0);
    const parts: Buffer[] = [];
    for await (const part of storage.read(name, { start: position, end })) parts.push(part as Buffer);
    return Buffer.concat(parts);
  },
});

/** A video whose length was read now; null seconds when its file states none. */
export type ReadVideoLength = { fileName: string; durationSeconds: number | null };

/**
 * Reads the length of up to `limit` stored videos uploaded before lengths were read at upload
 * (`duration_seconds` null), oldest first, and records it: the seconds, or 0 when the file states
 * none or is gone, so no video is read twice. Answers what was read, for the lectures that show it.
 */
export const readMissingVideoDurations = async (
  db: Database,
  storage: FileStorage,
  limit = 10,
): Promise<ReadVideoLength[]> => {
  const unread = await db
    .select({ fileName: mediaFiles.fileName })
    .from(mediaFiles)
    .where(and(eq(mediaFiles.kind, 'video'), isNull(mediaFiles.durationSeconds)))
    .orderBy(asc(mediaFiles.id))
    .limit(limit);
  const read: ReadVideoLength[] = [];
  for (const { fileName } of unread) {
    const size = await storage.size(fileName);
    const durationSeconds =
      size === null ? null : await videoDurationOf(storedBytes(storage, fileName, size));
    await db
      .update(mediaFiles)
      .set({ durationSeconds: durationSeconds ?? 0 })
      .where(eq(mediaFiles.fileName, fileName));
    read.push({ fileName, durationSeconds });
  }
  return read;
};

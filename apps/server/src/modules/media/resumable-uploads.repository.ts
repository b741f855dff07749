import { and, asc, eq, inArray, lte, type InferInsertModel } from 'drizzle-orm';
import type { Queryable } from '../../db/database';
import { resumableUploads } from '../../db/tables';

export type ResumableUploadRow = typeof resumableUploads.$inferSelect;

export const insertResumableUpload = async (
  db: Queryable,
  values: InferInsertModel<typeof resumableUploads>,
) => {
  const [row] = await db.insert(resumableUploads).values(values).returning();
  if (!row) throw new Error('resumable upload not inserted');
  return row;
};

/** An upload this administrator started (another's is not theirs to continue). */
export const findResumableUpload = async (db: Queryable, id: string, createdBy: number) => {
  const [row] = await db
    .select()
    .from(resumableUploads)
    .where(and(eq(resumableUploads.id, id), eq(resumableUploads.createdBy, createdBy)));
  return row ?? null;
};

/**
 * Records the bytes now held, only if the upload still held `from` bytes: two parts sent at once
 * for the same offset cannot both count.
 */
export const moveReceivedBytes = async (db: Queryable, id: string, from: number, to: number) => {
  const rows = await db
    .update(resumableUploads)
    .set({ receivedBytes: to })
    .where(and(eq(resumableUploads.id, id), eq(resumableUploads.receivedBytes, from)))
    .returning({ id: resumableUploads.id });
  return rows.length === 1;
};

export const deleteResumableUploads = async (db: Queryable, ids: readonly string[]) => {
  if (ids.length > 0) await db.delete(resumableUploads).where(inArray(resumableUploads.id, [...ids]));
};

/** Locks up to `limit` partial uploads past their life, oldest first, skipping rows another sweep holds. */
export const lockExpiredResumableUploads = async (tx: Queryable, now: Date, limit: number) =>
  tx
    .select({ id: resumableUploads.id, partPath: resumableUploads.partPath })
    .from(resumableUploads)
    .where(lte(resumableUploads.expiresAt, now))
    .orderBy(asc(resumableUploads.expiresAt))
    .limit(limit)
    .for('update', { skipLocked: true });

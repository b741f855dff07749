import { and, asc, eq, gte, inArray, isNotNull, lte, or, sql, type InferInsertModel } from 'drizzle-orm';
import type { Queryable } from '../../db/database';
import { mediaFiles } from '../../db/tables';

/** Bytes every stored upload occupies, its resized copies included. */
export const sumStoredBytes = async (db: Queryable): Promise<number> => {
  const [row] = await db.select({ total: sql<string | null>`sum(${mediaFiles.sizeBytes})` }).from(mediaFiles);
  return Number(row?.total ?? 0);
};

/**
 * Uploads that count toward the daily allowance since `since`: the uploader's own (their account's,
 * or their visitor key's) and their address's.
 */
export const uploadUsageSince = async (
  db: Queryable,
  uploader: { userId: number | null; visitorKey: string | null; ip: string },
  since: Date,
) => {
  const isUploaders =
    uploader.userId !== null
      ? eq(mediaFiles.uploadedBy, uploader.userId)
      : uploader.visitorKey !== null
        ? eq(mediaFiles.visitorKey, uploader.visitorKey)
        : sql`false`;
  const isAddress = eq(mediaFiles.uploaderIp, uploader.ip);
  const [row] = await db
    .select({
      uploaderFiles: sql<number>`count(*) filter (where ${isUploaders})`.mapWith(Number),
      uploaderBytes: sql<string>`coalesce(sum(${mediaFiles.sizeBytes}) filter (where ${isUploaders}), 0)`,
      addressFiles: sql<number>`count(*) filter (where ${isAddress})`.mapWith(Number),
      addressBytes: sql<string>`coalesce(sum(${mediaFiles.sizeBytes}) filter (where ${isAddress}), 0)`,
    })
    .from(mediaFiles)
    .where(and(eq(mediaFiles.isLimited, true), gte(mediaFiles.createdAt, since), or(isUploaders, isAddress)));
  return {
    uploader: { files: row?.uploaderFiles ?? 0, bytes: Number(row?.uploaderBytes ?? 0) },
    address: { files: row?.addressFiles ?? 0, bytes: Number(row?.addressBytes ?? 0) },
  };
};

export const insertMediaFile = async (db: Queryable, values: InferInsertModel<typeof mediaFiles>) => {
  await db.insert(mediaFiles).values(values);
};

export const findMediaFile = async (db: Queryable, fileName: string) => {
  const [row] = await db
    .select({
      fileName: mediaFiles.fileName,
      originalName: mediaFiles.originalName,
      mimeType: mediaFiles.mimeType,
      durationSeconds: mediaFiles.durationSeconds,
      variants: mediaFiles.variants,
      visibility: mediaFiles.visibility,
      purpose: mediaFiles.purpose,
      uploadedBy: mediaFiles.uploadedBy,
      visitorKey: mediaFiles.visitorKey,
    })
    .from(mediaFiles)
    .where(eq(mediaFiles.fileName, fileName));
  return row ?? null;
};

/**
 * Makes an upload a lecture's: private, so `/uploads/{name}` shows it to administrators only and
 * students reach it through the lecture media route, which checks their enrolment.
 */
export const makeLectureFile = async (db: Queryable, fileName: string) => {
  await db
    .update(mediaFiles)
    .set({ visibility: 'private', purpose: 'lecture', expiresAt: null })
    .where(eq(mediaFiles.fileName, fileName));
};

/** A private file of this purpose that this user uploaded, or null. */
export const findOwnPrivateFile = async (
  db: Queryable,
  fileName: string,
  userId: number,
  purpose: string,
) => {
  const [row] = await db
    .select({ fileName: mediaFiles.fileName })
    .from(mediaFiles)
    .where(
      and(
        eq(mediaFiles.fileName, fileName),
        eq(mediaFiles.uploadedBy, userId),
        eq(mediaFiles.visibility, 'private'),
        eq(mediaFiles.purpose, purpose),
      ),
    );
  return row ?? null;
};

/** Locks up to `limit` uploads past their life, oldest first; rows another transaction holds are skipped. */
export const lockExpiredMediaFiles = async (tx: Queryable, now: Date, limit: number) =>
  tx
    .select({ id: mediaFiles.id, fileName: mediaFiles.fileName, variants: mediaFiles.variants })
    .from(mediaFiles)
    .where(and(isNotNull(mediaFiles.expiresAt), lte(mediaFiles.expiresAt, now)))
    .orderBy(asc(mediaFiles.expiresAt))
    .limit(limit)
    .for('update', { skipLocked: true });

export const deleteMediaFiles = async (tx: Queryable, ids: readonly number[]) => {
  if (ids.length > 0) await tx.delete(mediaFiles).where(inArray(mediaFiles.id, [...ids]));
};

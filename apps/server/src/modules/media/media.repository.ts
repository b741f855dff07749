import { and, eq, sql, type InferInsertModel } from 'drizzle-orm';
import type { Queryable } from '../../db/database';
import { mediaFiles } from '../../db/tables';

/** Bytes every stored upload occupies, its resized copies included. */
export const sumStoredBytes = async (db: Queryable): Promise<number> => {
  const [row] = await db.select({ total: sql<string | null>`sum(${mediaFiles.sizeBytes})` }).from(mediaFiles);
  return Number(row?.total ?? 0);
};

export const insertMediaFile = async (db: Queryable, values: InferInsertModel<typeof mediaFiles>) => {
  await db.insert(mediaFiles).values(values);
};

export const findMediaFile = async (db: Queryable, fileName: string) => {
  const [row] = await db
    .select({
      fileName: mediaFiles.fileName,
      mimeType: mediaFiles.mimeType,
      variants: mediaFiles.variants,
      visibility: mediaFiles.visibility,
      uploadedBy: mediaFiles.uploadedBy,
    })
    .from(mediaFiles)
    .where(eq(mediaFiles.fileName, fileName));
  return row ?? null;
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

import { and, asc, eq, isNotNull, isNull, lt, not, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/database';
import { mediaFiles } from '../../db/tables';
import { isReferencedSql } from './referenced-files';

/**
 * Locks up to `limit` administrators' uploads (public, kept, made by a user) created before
 * `createdBefore` that no listed column names, by their name or a resized copy's name. Seeded
 * demo files (no uploader) and private papers (slips, homework) are never taken.
 */
export const lockOrphanedAdminUploads = async (tx: Queryable, createdBefore: Date, limit: number) =>
  tx
    .select({ id: mediaFiles.id, fileName: mediaFiles.fileName, variants: mediaFiles.variants })
    .from(mediaFiles)
    .where(
      and(
        isNull(mediaFiles.expiresAt),
        eq(mediaFiles.visibility, 'public'),
        eq(mediaFiles.isLimited, false),
        isNull(mediaFiles.purpose),
        isNotNull(mediaFiles.uploadedBy),
        lt(mediaFiles.createdAt, createdBefore),
        not(isReferencedSql(sql`${mediaFiles.fileName}`)),
        sql`not exists (select 1 from jsonb_each_text(${mediaFiles.variants}) as copy where ${isReferencedSql(sql`copy.value`)})`,
      ),
    )
    .orderBy(asc(mediaFiles.createdAt))
    .limit(limit)
    .for('update', { skipLocked: true });

import { and, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/database';
import { mediaFiles } from '../../db/tables';
import type { UploadOwner } from './upload-owner';

/** The caller's uploads: their account's, or their visitor key's while no account has claimed them. */
const ownedBy = (owner: UploadOwner) => {
  const mine = [
    ...(owner.userId === null ? [] : [eq(mediaFiles.uploadedBy, owner.userId)]),
    ...(owner.visitorKey === null
      ? []
      : [and(isNull(mediaFiles.uploadedBy), eq(mediaFiles.visitorKey, owner.visitorKey))]),
  ];
  return mine.length === 0 ? sql`false` : or(...mine);
};

const isAlive = (now: Date) => or(isNull(mediaFiles.expiresAt), gt(mediaFiles.expiresAt, now));

/** Which of these names are the owner's living uploads, with what each is already used for. */
export const findOwnedUploads = async (
  db: Queryable,
  names: readonly string[],
  owner: UploadOwner,
  now: Date,
) => {
  if (names.length === 0) return new Map<string, string | null>();
  const rows = await db
    .select({ fileName: mediaFiles.fileName, purpose: mediaFiles.purpose })
    .from(mediaFiles)
    .where(and(inArray(mediaFiles.fileName, [...names]), ownedBy(owner), isAlive(now)));
  return new Map(rows.map((row) => [row.fileName, row.purpose]));
};

/**
 * Makes an upload the user's for good, for `purpose`, with that purpose's visibility; false when
 * it is no longer the owner's living upload or is already used for something else.
 */
export const claimUploadRow = async (
  tx: Queryable,
  name: string,
  owner: UploadOwner,
  claim: { userId: number; purpose: string; visibility: 'public' | 'private' },
  now: Date,
): Promise<boolean> => {
  const rows = await tx
    .update(mediaFiles)
    .set({ uploadedBy: claim.userId, purpose: claim.purpose, visibility: claim.visibility, expiresAt: null })
    .where(
      and(
        eq(mediaFiles.fileName, name),
        ownedBy(owner),
        isAlive(now),
        or(isNull(mediaFiles.purpose), eq(mediaFiles.purpose, claim.purpose)),
      ),
    )
    .returning({ id: mediaFiles.id });
  return rows.length > 0;
};

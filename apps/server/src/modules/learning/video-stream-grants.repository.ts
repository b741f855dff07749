import { and, eq, inArray, lt } from 'drizzle-orm';
import type { Queryable } from '../../db/database';
import { videoStreamGrants } from '../../db/tables';

export type StreamGrant = typeof videoStreamGrants.$inferSelect;

export const insertStreamGrant = async (db: Queryable, grant: typeof videoStreamGrants.$inferInsert) => {
  await db.insert(videoStreamGrants).values(grant);
};

/** The grant behind a token's hash for this lecture, while it lasts. */
export const findStreamGrant = async (db: Queryable, tokenHash: string, lectureId: number) => {
  const [row] = await db
    .select()
    .from(videoStreamGrants)
    .where(and(eq(videoStreamGrants.tokenHash, tokenHash), eq(videoStreamGrants.lectureId, lectureId)));
  return row ?? null;
};

/** Forgets a few grants past their end (each new grant sweeps some: no separate job needed). */
export const deleteEndedStreamGrants = async (db: Queryable, now: Date, limit = 100) => {
  const ended = db
    .select({ tokenHash: videoStreamGrants.tokenHash })
    .from(videoStreamGrants)
    .where(lt(videoStreamGrants.expiresAt, now))
    .limit(limit);
  await db.delete(videoStreamGrants).where(inArray(videoStreamGrants.tokenHash, ended));
};

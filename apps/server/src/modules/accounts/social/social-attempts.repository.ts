import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Queryable } from '../../../db/database';
import { socialSignInAttempts } from '../../../db/tables';

export type NewSocialAttempt = typeof socialSignInAttempts.$inferInsert;

export const insertSocialAttempt = async (db: Queryable, values: NewSocialAttempt) => {
  await db.insert(socialSignInAttempts).values(values);
};

/**
 * Uses up the attempt a callback names, in one conditional update: only when the state is known,
 * for this provider, from this browser, unused and not expired. A replay, a forged state or
 * another browser's callback gets nothing, and the first callback wins a race.
 */
export const takeSocialAttempt = async (
  db: Queryable,
  key: { stateHash: string; provider: string; browserHash: string },
  now: Date,
) => {
  const [row] = await db
    .update(socialSignInAttempts)
    .set({ usedAt: now })
    .where(
      and(
        eq(socialSignInAttempts.stateHash, key.stateHash),
        eq(socialSignInAttempts.provider, key.provider),
        eq(socialSignInAttempts.browserHash, key.browserHash),
        isNull(socialSignInAttempts.usedAt),
        gt(socialSignInAttempts.expiresAt, now),
      ),
    )
    .returning();
  return row ?? null;
};

/** Attempts that ended long ago; dropped as new ones start so the table stays small. */
export const deleteOldSocialAttempts = async (db: Queryable, before: Date) => {
  await db.delete(socialSignInAttempts).where(lt(socialSignInAttempts.expiresAt, before));
};

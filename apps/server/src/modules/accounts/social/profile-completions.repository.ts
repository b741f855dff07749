import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Queryable } from '../../../db/database';
import { socialProfileCompletions } from '../../../db/tables';

export type NewProfileCompletion = typeof socialProfileCompletions.$inferInsert;
export type ProfileCompletion = typeof socialProfileCompletions.$inferSelect;

export const insertProfileCompletion = async (db: Queryable, values: NewProfileCompletion) => {
  await db.insert(socialProfileCompletions).values(values);
};

const isOpen = (tokenHash: string, now: Date) =>
  and(
    eq(socialProfileCompletions.tokenHash, tokenHash),
    isNull(socialProfileCompletions.usedAt),
    gt(socialProfileCompletions.expiresAt, now),
  );

/** The completion a browser's token names, while unused and unexpired. */
export const findOpenProfileCompletion = async (db: Queryable, tokenHash: string, now: Date) => {
  const [row] = await db.select().from(socialProfileCompletions).where(isOpen(tokenHash, now)).limit(1);
  return row ?? null;
};

/**
 * Uses the completion up in one conditional update, inside the transaction that creates the
 * account: of two submits at the same moment only one finds it.
 */
export const takeProfileCompletion = async (db: Queryable, tokenHash: string, now: Date) => {
  const [row] = await db
    .update(socialProfileCompletions)
    .set({ usedAt: now })
    .where(isOpen(tokenHash, now))
    .returning();
  return row ?? null;
};

/** Completions that ended long ago; dropped as new ones start so the table stays small. */
export const deleteOldProfileCompletions = async (db: Queryable, before: Date) => {
  await db.delete(socialProfileCompletions).where(lt(socialProfileCompletions.expiresAt, before));
};

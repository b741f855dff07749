import { and, count, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Queryable } from '../../../db/database';
import { socialLinkConfirmations } from '../../../db/tables';

export const insertLinkConfirmation = async (
  db: Queryable,
  values: typeof socialLinkConfirmations.$inferInsert,
) => {
  await db.insert(socialLinkConfirmations).values(values);
};

/** How many confirmation mails an account was sent since a moment: a cap on mailbox flooding. */
export const countLinkConfirmationsSince = async (db: Queryable, userId: number, since: Date) => {
  const [row] = await db
    .select({ value: count() })
    .from(socialLinkConfirmations)
    .where(and(eq(socialLinkConfirmations.userId, userId), gt(socialLinkConfirmations.createdAt, since)));
  return row?.value ?? 0;
};

/**
 * Uses the confirmation a link names up, in one conditional update: only when the token is known,
 * unused, unexpired and opened in the browser that signed in. Anything else finds nothing.
 */
export const takeLinkConfirmation = async (
  db: Queryable,
  key: { tokenHash: string; browserHash: string },
  now: Date,
) => {
  const [row] = await db
    .update(socialLinkConfirmations)
    .set({ usedAt: now })
    .where(
      and(
        eq(socialLinkConfirmations.tokenHash, key.tokenHash),
        eq(socialLinkConfirmations.browserHash, key.browserHash),
        isNull(socialLinkConfirmations.usedAt),
        gt(socialLinkConfirmations.expiresAt, now),
      ),
    )
    .returning();
  return row ?? null;
};

/** Confirmations that ended long ago; dropped as new ones are made so the table stays small. */
export const deleteOldLinkConfirmations = async (db: Queryable, before: Date) => {
  await db.delete(socialLinkConfirmations).where(lt(socialLinkConfirmations.expiresAt, before));
};

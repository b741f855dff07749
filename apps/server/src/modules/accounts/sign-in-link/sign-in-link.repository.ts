import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Queryable } from '../../../db/database';
import { signInLinks } from '../../../db/tables';

export const insertSignInLink = async (
  db: Queryable,
  values: { tokenHash: string; userId: number; returnTo: string; expiresAt: Date },
) => {
  await db.insert(signInLinks).values(values);
};

/** Ends a user's unused sign-in links, so only the newest one mailed works. */
export const revokeUnusedSignInLinks = async (db: Queryable, userId: number, now: Date) => {
  await db
    .update(signInLinks)
    .set({ usedAt: now })
    .where(and(eq(signInLinks.userId, userId), isNull(signInLinks.usedAt)));
};

/**
 * Uses a link once: one conditional update, so two taps on the same link cannot both sign in.
 * Null when the token is unknown, used or expired.
 */
export const consumeSignInLink = async (db: Queryable, tokenHash: string, now: Date) => {
  const [row] = await db
    .update(signInLinks)
    .set({ usedAt: now })
    .where(
      and(eq(signInLinks.tokenHash, tokenHash), isNull(signInLinks.usedAt), gt(signInLinks.expiresAt, now)),
    )
    .returning({ userId: signInLinks.userId, returnTo: signInLinks.returnTo });
  return row ?? null;
};

import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/database';
import { passwordTokens, users } from '../../db/tables';

export const insertPasswordToken = async (
  db: Queryable,
  values: { tokenHash: string; userId: number; purpose: string; expiresAt: Date },
) => {
  await db.insert(passwordTokens).values(values);
};

/** Ends a user's unused links (of one purpose, or all), so only the newest one works. */
export const revokeUnusedTokens = async (db: Queryable, userId: number, now: Date, purpose?: string) => {
  await db
    .update(passwordTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(passwordTokens.userId, userId),
        isNull(passwordTokens.usedAt),
        purpose === undefined ? undefined : eq(passwordTokens.purpose, purpose),
      ),
    );
};

/**
 * Uses a link once: one conditional update, so two requests with the same token cannot both
 * succeed. Null when the token is unknown, used or expired.
 */
export const consumePasswordToken = async (db: Queryable, tokenHash: string, now: Date) => {
  const [row] = await db
    .update(passwordTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(passwordTokens.tokenHash, tokenHash),
        isNull(passwordTokens.usedAt),
        gt(passwordTokens.expiresAt, now),
      ),
    )
    .returning({ userId: passwordTokens.userId, purpose: passwordTokens.purpose });
  return row ?? null;
};

export const findUserByEmail = async (db: Queryable, email: string) => {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
    .limit(1);
  return row ?? null;
};

export const findUserById = async (db: Queryable, id: number) => {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row ?? null;
};

/** A password set through a link also makes a non-member account a member one. */
export const setPasswordHash = async (db: Queryable, userId: number, passwordHash: string, now: Date) => {
  await db.update(users).set({ passwordHash, isMember: true, updatedAt: now }).where(eq(users.id, userId));
};

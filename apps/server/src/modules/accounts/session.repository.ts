import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/database';
import { sessions, users } from '../../db/tables';

export const findSessionWithUser = async (db: Queryable, tokenHash: string) => {
  const [row] = await db
    .select({
      tokenHash: sessions.tokenHash,
      expiresAt: sessions.expiresAt,
      lastSeenAt: sessions.lastSeenAt,
      user: users,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.tokenHash, tokenHash));
  return row ?? null;
};

export const insertSession = async (
  db: Queryable,
  values: { tokenHash: string; userId: number; expiresAt: Date; userAgent: string | null; ip: string | null },
) => {
  await db.insert(sessions).values(values);
};

export const deleteSession = async (db: Queryable, tokenHash: string) => {
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
};

export const extendSession = async (db: Queryable, tokenHash: string, now: Date, expiresAt: Date) => {
  await db.update(sessions).set({ lastSeenAt: now, expiresAt }).where(eq(sessions.tokenHash, tokenHash));
};

/** Ends every other session of a user (after a password change). */
export const deleteOtherSessions = async (db: Queryable, userId: number, keepTokenHash: string | null) => {
  await db
    .delete(sessions)
    .where(
      keepTokenHash === null
        ? eq(sessions.userId, userId)
        : and(eq(sessions.userId, userId), sql`${sessions.tokenHash} <> ${keepTokenHash}`),
    );
};

export const deleteExpiredSessions = async (db: Queryable, now: Date) => {
  await db.delete(sessions).where(lt(sessions.expiresAt, now));
};

export const countActiveSessions = async (db: Queryable, userId: number, now: Date) => {
  const rows = await db
    .select({ tokenHash: sessions.tokenHash })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, now)));
  return rows.length;
};

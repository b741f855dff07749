import { eq, or, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/database';
import { users } from '../../db/tables';

/** A user by username or e-mail, compared without letter case. */
export const findUserByLogin = async (db: Queryable, login: string) => {
  const lowered = login.toLowerCase();
  const [row] = await db
    .select()
    .from(users)
    .where(or(sql`lower(${users.username}) = ${lowered}`, sql`lower(${users.email}) = ${lowered}`))
    .limit(1);
  return row ?? null;
};

export const recordLogin = async (db: Queryable, userId: number, now: Date) => {
  await db.update(users).set({ lastLoginAt: now }).where(eq(users.id, userId));
};

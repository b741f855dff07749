import type { Queryable } from '../db/database';
import { sessions } from '../db/tables';
import { hashToken, newSecureToken } from '../lib/secure-token';

/** A signed-in cookie for a user without going through the password check (for tests with many buyers). */
export const sessionCookieFor = async (db: Queryable, userId: number): Promise<string> => {
  const token = newSecureToken();
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    userId,
    expiresAt: new Date(Date.now() + 86_400_000),
  });
  return `sid=${token}`;
};

import { and, eq } from 'drizzle-orm';
import type { Queryable } from '../../../db/database';
import { messagePreferences, providerIdentities } from '../../../db/tables';

export type MessagePreferenceRow = typeof messagePreferences.$inferSelect;

export const findMessagePreferences = async (db: Queryable, userId: number) => {
  const [row] = await db.select().from(messagePreferences).where(eq(messagePreferences.userId, userId));
  return row ?? null;
};

export const upsertMessagePreferences = async (
  db: Queryable,
  userId: number,
  changes: Partial<Omit<MessagePreferenceRow, 'userId' | 'updatedAt'>>,
  now: Date,
) => {
  await db
    .insert(messagePreferences)
    .values({ userId, ...changes, updatedAt: now })
    .onConflictDoUpdate({ target: messagePreferences.userId, set: { ...changes, updatedAt: now } });
};

/** The student's LINE identity when it added the shop's LINE Official Account. */
export const findLineFriendIdentity = async (db: Queryable, userId: number) => {
  const [row] = await db
    .select({ subject: providerIdentities.subject })
    .from(providerIdentities)
    .where(
      and(
        eq(providerIdentities.userId, userId),
        eq(providerIdentities.provider, 'line'),
        eq(providerIdentities.isShopFriend, true),
      ),
    );
  return row ?? null;
};

import { and, asc, eq } from 'drizzle-orm';
import type { Queryable } from '../../../db/database';
import { providerIdentities } from '../../../db/tables';

export const findProviderIdentity = async (db: Queryable, provider: string, subject: string) => {
  const [row] = await db
    .select()
    .from(providerIdentities)
    .where(and(eq(providerIdentities.provider, provider), eq(providerIdentities.subject, subject)))
    .limit(1);
  return row ?? null;
};

export const listProviderIdentities = (db: Queryable, userId: number) =>
  db
    .select()
    .from(providerIdentities)
    .where(eq(providerIdentities.userId, userId))
    .orderBy(asc(providerIdentities.createdAt));

export const insertProviderIdentity = async (
  db: Queryable,
  values: typeof providerIdentities.$inferInsert,
) => {
  await db.insert(providerIdentities).values(values);
};

export const deleteProviderIdentity = async (db: Queryable, userId: number, provider: string) => {
  const rows = await db
    .delete(providerIdentities)
    .where(and(eq(providerIdentities.userId, userId), eq(providerIdentities.provider, provider)))
    .returning({ id: providerIdentities.id });
  return rows.length > 0;
};

/** LINE's friendship as the provider said at this sign-in; other providers say nothing and change nothing. */
export const updateShopFriendship = async (
  db: Queryable,
  identityId: number,
  profile: { isShopFriend?: boolean },
) => {
  if (profile.isShopFriend === undefined) return;
  await db
    .update(providerIdentities)
    .set({ isShopFriend: profile.isShopFriend })
    .where(eq(providerIdentities.id, identityId));
};

import { eq } from 'drizzle-orm';
import type { SignInMethods, SocialProviderName } from '@shop/contract/accounts/social-identities';
import { ErrorCode } from '@shop/domain/errors/error-codes';
import type { Database, Queryable } from '../../../db/database';
import { users } from '../../../db/tables';
import { AppError } from '../../../lib/app-error';
import { recordAudit } from '../../audit/index';
import { deleteProviderIdentity, listProviderIdentities } from './provider-identities.repository';

const hasPassword = async (db: Queryable, userId: number) => {
  const [row] = await db
    .select({ hash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return Boolean(row?.hash);
};

/** The account's linked providers and whether it has a password. */
export const getSignInMethods = async (db: Queryable, userId: number): Promise<SignInMethods> => {
  const identities = await listProviderIdentities(db, userId);
  return {
    identities: identities.map((identity) => ({
      provider: identity.provider as SocialProviderName,
      display_name: identity.displayName,
      email: identity.email,
      linked_at: identity.createdAt.toISOString(),
    })),
    has_password: await hasPassword(db, userId),
  };
};

/**
 * Unlinks a provider, unless it is the account's last way to sign in (no password and no other
 * provider). Locks the account's row so two unlinks at once cannot each leave the other last.
 */
export const unlinkIdentity = async (db: Database, userId: number, provider: SocialProviderName) =>
  db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const methods = await getSignInMethods(tx, userId);
    if (!methods.identities.some((identity) => identity.provider === provider))
      throw new AppError(ErrorCode.NOT_FOUND, { message: 'This provider is not linked' });
    if (!methods.has_password && methods.identities.length <= 1)
      throw new AppError(ErrorCode.LAST_SIGN_IN_METHOD, {
        message: 'The last way to sign in cannot be unlinked',
      });
    await deleteProviderIdentity(tx, userId, provider);
    await recordAudit(tx, {
      actorUserId: userId,
      action: 'user.unlink_provider',
      entityType: 'user',
      entityId: userId,
      before: { provider },
    });
    return getSignInMethods(tx, userId);
  });

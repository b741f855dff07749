import { eq } from 'drizzle-orm';
import { ErrorCode } from '@shop/domain/errors/error-codes';
import type { Database, Transaction } from '../../../db/database';
import { users } from '../../../db/tables';
import { AppError } from '../../../lib/app-error';
import type { SocialProvider } from '../../../social-providers';
import { recordAudit } from '../../audit/index';
import { recordLogin } from '../auth.repository';
import { findProviderIdentity, updateShopFriendship } from './provider-identities.repository';
import { linkProviderProfile } from './link-provider-profile';
import type { ProviderProfile } from './provider-profile';

const refuse = (code: string, message: string) => new AppError(code, { message });

const userById = async (tx: Transaction, userId: number) => {
  const [user] = await tx.select().from(users).where(eq(users.id, userId)).limit(1);
  return user ?? null;
};

/** The same refusals a password sign-in meets, plus: social sign-in is for students. */
const checkMaySignIn = (user: typeof users.$inferSelect) => {
  if (!user.isActive) throw refuse(ErrorCode.ACCOUNT_DISABLED, 'This account is disabled');
  if (!user.roles.includes('student'))
    throw refuse(ErrorCode.SOCIAL_STUDENTS_ONLY, 'Social sign-in is for student accounts');
};

/**
 * Signs in to an account a provider profile is linked to, inside the caller's transaction: the
 * refusals a password sign-in meets, the last sign-in time and the audit log.
 */
export const recordSocialSignIn = async (
  tx: Transaction,
  provider: SocialProvider,
  userId: number,
  now: Date,
): Promise<typeof users.$inferSelect> => {
  const user = await userById(tx, userId);
  if (!user) throw refuse(ErrorCode.SOCIAL_SIGN_IN_STATE_INVALID, 'The linked account no longer exists');
  checkMaySignIn(user);
  await recordLogin(tx, user.id, now);
  await recordAudit(tx, {
    actorUserId: user.id,
    action: 'user.social_sign_in',
    entityType: 'user',
    entityId: user.id,
    after: { provider },
  });
  return user;
};

/** A returning person: the account their provider identity is linked to, and LINE's friendship as it now is. */
export const signInLinkedAccount = (
  db: Database,
  provider: SocialProvider,
  identity: { id: number; userId: number },
  profile: ProviderProfile,
  now: Date,
) =>
  db.transaction(async (tx) => {
    await updateShopFriendship(tx, identity.id, profile);
    return recordSocialSignIn(tx, provider, identity.userId, now);
  });

/** Links a provider profile to the signed-in student who started the link, unless another account holds it. */
export const linkProfile = async (
  db: Database,
  userId: number,
  provider: SocialProvider,
  profile: ProviderProfile,
) =>
  db.transaction(async (tx) => {
    const identity = await findProviderIdentity(tx, provider, profile.subject);
    if (identity && identity.userId !== userId)
      throw refuse(ErrorCode.SOCIAL_IDENTITY_TAKEN, 'This provider profile is linked to another account');
    if (identity) {
      await updateShopFriendship(tx, identity.id, profile);
      return;
    }
    const user = await userById(tx, userId);
    if (!user) throw refuse(ErrorCode.SOCIAL_SIGN_IN_STATE_INVALID, 'The account no longer exists');
    checkMaySignIn(user);
    await linkProviderProfile(tx, { provider, profile, userId, action: 'user.link_provider' });
  });

import { eq } from 'drizzle-orm';
import type { SiteSettings } from '@shop/contract/settings/site-settings';
import { ErrorCode } from '@shop/domain/errors/error-codes';
import type { Database, Transaction } from '../../../db/database';
import { users } from '../../../db/tables';
import { AppError } from '../../../lib/app-error';
import type { SocialProvider } from '../../../social-providers';
import { recordAudit } from '../../audit/index';
import { getSiteSettings } from '../../settings/index';
import { recordLogin } from '../auth.repository';
import { nonMemberUsername } from '../non-member-username';
import { insertUserRow, isEmailTaken, isUsernameTaken } from '../registration.repository';
import { checkAccountLimits } from '../registration.service';
import { findProviderIdentity, insertProviderIdentity } from './provider-identities.repository';
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
 * A new student from a provider profile. Never joins an existing account by e-mail: a provider
 * profile can carry anyone's address, so an address that has an account is refused and its owner
 * signs in to that account and links the provider from the profile page.
 */
const createSocialStudent = async (
  tx: Transaction,
  provider: SocialProvider,
  profile: ProviderProfile & { email: string },
  context: { settings: SiteSettings; now: Date },
) => {
  const { now } = context;
  if (await isEmailTaken(tx, profile.email))
    throw refuse(
      ErrorCode.SOCIAL_EMAIL_IN_USE,
      'This e-mail has an account; sign in to it and link the provider',
    );
  await checkAccountLimits(tx, context.settings, now);
  const plain = nonMemberUsername(profile.email, now);
  const username = (await isUsernameTaken(tx, plain)) ? nonMemberUsername(profile.email, now, true) : plain;
  const [firstname = '', ...rest] = profile.name.trim().split(/\s+/);
  const { id } = await insertUserRow(tx, {
    username,
    email: profile.email,
    passwordHash: null,
    roles: ['student'],
    firstname,
    lastname: rest.join(' '),
    isMember: true,
    createdBy: `social:${provider}`,
  });
  await recordAudit(tx, {
    actorUserId: id,
    action: 'user.create_by_social_sign_in',
    entityType: 'user',
    entityId: id,
    after: { provider },
  });
  return id;
};

/**
 * The account a provider profile signs in to: the one its identity is linked to, or a new
 * student (first sign-in). Writes the audit log in the same transaction.
 */
export const signInWithProfile = async (
  db: Database,
  provider: SocialProvider,
  profile: ProviderProfile,
  now: Date,
): Promise<typeof users.$inferSelect> => {
  const settings = await getSiteSettings(db);
  return db.transaction(async (tx) => {
    const identity = await findProviderIdentity(tx, provider, profile.subject);
    let userId = identity?.userId;
    if (userId === undefined) {
      if (!profile.email)
        throw refuse(
          ErrorCode.SOCIAL_EMAIL_MISSING,
          'The provider gave no e-mail, which registration requires',
        );
      userId = await createSocialStudent(
        tx,
        provider,
        { ...profile, email: profile.email },
        { settings, now },
      );
      await insertProviderIdentity(tx, {
        provider,
        subject: profile.subject,
        userId,
        email: profile.email,
        displayName: profile.name,
      });
    }
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
  });
};

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
    if (identity) return;
    const user = await userById(tx, userId);
    if (!user) throw refuse(ErrorCode.SOCIAL_SIGN_IN_STATE_INVALID, 'The account no longer exists');
    checkMaySignIn(user);
    await insertProviderIdentity(tx, {
      provider,
      subject: profile.subject,
      userId,
      email: profile.email,
      displayName: profile.name,
    });
    await recordAudit(tx, {
      actorUserId: userId,
      action: 'user.link_provider',
      entityType: 'user',
      entityId: userId,
      after: { provider },
    });
  });

import type { RegistrationBody } from '@shop/contract/accounts/registration';
import { ErrorCode } from '@shop/domain/errors/error-codes';
import { messages } from '@shop/domain/validation/messages';
import type { Database, Transaction } from '../../../db/database';
import { AppError } from '../../../lib/app-error';
import type { SocialProvider } from '../../../social-providers';
import type { UploadOwner } from '../../media/index';
import { readRegistration, type RegistrationInput } from '../registration-input';
import { isEmailTaken } from '../registration.repository';
import { checkAccountLimits, duplicateRefusal, insertRegisteredStudent } from '../registration.service';
import { linkProviderProfile } from './link-provider-profile';
import type { ProviderProfile } from './provider-profile';
import { providerGivenFields } from './social-registration';

export type NewStudentContext = { locale: 'th' | 'en'; owner: UploadOwner; now: Date };

/** A registration checked by the shop's form: the provider's answer, then the buyer's for the rest. */
export type SocialRegistration = { input: RegistrationInput; body: RegistrationBody };

/**
 * Reads a new social student through the registration form's rules. What the provider gave wins
 * over the buyer's answers, so no one replaces the e-mail a provider vouched for.
 */
export const readSocialRegistration = async (
  db: Database,
  profile: ProviderProfile,
  answers: RegistrationBody,
  context: NewStudentContext,
): Promise<SocialRegistration> => {
  const given = Object.fromEntries(
    Object.entries(providerGivenFields(profile)).filter(([, value]) => value !== null && value !== undefined),
  );
  const body: RegistrationBody = { ...answers, ...given, username: null, password: null };
  const input = await readRegistration(db, body, { ...context, texts: messages[context.locale] });
  return { input, body };
};

/**
 * Creates the student and links the provider profile, inside the caller's transaction. Never
 * joins an existing account by e-mail: an address with an account answers `email-in-use`, and
 * the caller lets its owner prove they hold it.
 */
export const insertSocialStudent = async (
  tx: Transaction,
  provider: SocialProvider,
  profile: ProviderProfile,
  registration: SocialRegistration,
  context: NewStudentContext,
): Promise<{ kind: 'created'; userId: number } | { kind: 'email-in-use' }> => {
  const { input, body } = registration;
  if (await isEmailTaken(tx, input.email)) return { kind: 'email-in-use' };
  await checkAccountLimits(tx, input.settings, context.now);
  try {
    const userId = await insertRegisteredStudent(
      tx,
      input,
      body,
      { texts: messages[context.locale], owner: context.owner, now: context.now },
      { isMember: true, createdBy: `social:${provider}`, passwordHash: null },
    );
    await linkProviderProfile(tx, { provider, profile, userId, action: 'user.create_by_social_sign_in' });
    return { kind: 'created', userId };
  } catch (error) {
    throw duplicateRefusal(error) ?? error;
  }
};

/** An e-mail registered by someone else between the check and the new account's transaction. */
export const emailTakenMeanwhile = () =>
  new AppError(ErrorCode.DUPLICATE_EMAIL, { message: 'This e-mail was registered meanwhile' });

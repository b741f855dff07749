import type { SocialCompletion } from '@shop/contract/accounts/social-completion';
import type { RegistrationBody } from '@shop/contract/accounts/registration';
import { ErrorCode } from '@shop/domain/errors/error-codes';
import type { Database } from '../../../db/database';
import { AppError } from '../../../lib/app-error';
import { hashToken, newSecureToken } from '../../../lib/secure-token';
import { isSocialProvider, type SocialProvider } from '../../../social-providers';
import { recordSocialSignIn } from './social-account.service';
import {
  deleteOldProfileCompletions,
  findOpenProfileCompletion,
  insertProfileCompletion,
  takeProfileCompletion,
  type ProfileCompletion,
} from './profile-completions.repository';
import type { ProviderProfile } from './provider-profile';
import { missingRegistrationFields } from './social-registration';
import { mailLinkConfirmation } from './link-confirmation.service';
import {
  insertSocialStudent,
  readSocialRegistration,
  type NewStudentContext,
} from './social-student.service';

/** Long enough to fill a short form (and look up a phone number), short enough to leave nothing lying about. */
const COMPLETION_MINUTES = 30;

export const COMPLETION_SECONDS = COMPLETION_MINUTES * 60;

/** Where the buyer came from, to be sent back there once the account exists. */
export type SignInOrigin = { returnTo: string; visitorId: string | null };

const invalid = () =>
  new AppError(ErrorCode.SOCIAL_COMPLETION_INVALID, { message: 'Unknown, used or expired completion' });

/** Keeps a verified profile for the completion step; answers the token the browser's cookie holds. */
export const openProfileCompletion = async (
  db: Database,
  input: { provider: SocialProvider; profile: ProviderProfile; origin: SignInOrigin; now: Date },
): Promise<string> => {
  const token = newSecureToken();
  await deleteOldProfileCompletions(db, new Date(input.now.getTime() - 60 * 60_000));
  await insertProfileCompletion(db, {
    tokenHash: hashToken(token),
    provider: input.provider,
    subject: input.profile.subject,
    email: input.profile.email,
    displayName: input.profile.name,
    isShopFriend: input.profile.isShopFriend ?? false,
    returnTo: input.origin.returnTo,
    visitorId: input.origin.visitorId,
    expiresAt: new Date(input.now.getTime() + COMPLETION_MINUTES * 60_000),
  });
  return token;
};

const providerOf = (row: ProfileCompletion): SocialProvider => {
  if (!isSocialProvider(row.provider)) throw invalid();
  return row.provider;
};

const profileOf = (row: ProfileCompletion): ProviderProfile => ({
  subject: row.subject,
  email: row.email,
  name: row.displayName,
  isShopFriend: row.isShopFriend,
});

const openCompletion = async (db: Database, token: string | undefined, now: Date) => {
  const row = token ? await findOpenProfileCompletion(db, hashToken(token), now) : null;
  if (!row) throw invalid();
  return row;
};

/** What the completion page shows: who the provider said, and the fields still to answer. */
export const getProfileCompletion = async (
  db: Database,
  token: string | undefined,
  context: { locale: 'th' | 'en'; now: Date },
): Promise<SocialCompletion> => {
  const row = await openCompletion(db, token, context.now);
  return {
    provider: providerOf(row),
    display_name: row.displayName,
    email: row.email,
    fields: await missingRegistrationFields(db, profileOf(row), context.locale),
    return_to: row.returnTo,
  };
};

/**
 * Creates the student from the kept profile and the buyer's answers, and signs them in. Answers
 * the form still refuses leave the completion open (INPUT_ERROR per field); the completion is
 * used up in the transaction that creates the account, so two submits make one account. A typed
 * e-mail that has an account creates nothing: its owner is mailed a link (`link-mailed`).
 */
export const finishProfileCompletion = async (
  db: Database,
  token: string | undefined,
  answers: RegistrationBody,
  context: NewStudentContext & { publicUrl: string },
) => {
  const row = await openCompletion(db, token, context.now);
  const provider = providerOf(row);
  const profile = profileOf(row);
  const origin = { returnTo: row.returnTo, visitorId: row.visitorId };
  const registration = await readSocialRegistration(db, profile, answers, context);
  const done = await db.transaction(async (tx) => {
    if (!(await takeProfileCompletion(tx, row.tokenHash, context.now))) throw invalid();
    const created = await insertSocialStudent(tx, provider, profile, registration, context);
    if (created.kind === 'email-in-use') return null;
    return recordSocialSignIn(tx, provider, created.userId, context.now);
  });
  if (done) return { kind: 'signed-in' as const, user: done, ...origin };
  const browserToken = await mailLinkConfirmation(db, {
    provider,
    profile,
    email: registration.input.email,
    origin,
    ...context,
  });
  return { kind: 'link-mailed' as const, browserToken, ...origin };
};

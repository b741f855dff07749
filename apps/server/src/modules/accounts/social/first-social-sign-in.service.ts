import type { Database } from '../../../db/database';
import type { SocialProvider } from '../../../social-providers';
import { isEmailTaken } from '../registration.repository';
import { mailLinkConfirmation } from './link-confirmation.service';
import { openProfileCompletion, type SignInOrigin } from './profile-completion.service';
import type { ProviderProfile } from './provider-profile';
import { recordSocialSignIn } from './social-account.service';
import { missingRegistrationFields } from './social-registration';
import {
  insertSocialStudent,
  readSocialRegistration,
  type NewStudentContext,
} from './social-student.service';
import { emailTakenMeanwhile } from './social-student.service';

/**
 * A provider profile linked to no account yet. An e-mail that has an account never signs in to
 * it by itself: a link is mailed to that address, and only its owner, in this browser, links
 * the profile (`link-mailed`, with the browser's token). Otherwise, when the provider gave all the shop's registration form requires, the student is
 * created and signed in at once; else the buyer is asked the rest first (the completion step).
 */
export const firstSocialSignIn = async (
  db: Database,
  input: { provider: SocialProvider; profile: ProviderProfile; origin: SignInOrigin },
  context: NewStudentContext & { publicUrl: string },
) => {
  const { provider, profile } = input;
  if (profile.email !== null && (await isEmailTaken(db, profile.email))) {
    const browserToken = await mailLinkConfirmation(db, { ...input, email: profile.email, ...context });
    return { kind: 'link-mailed' as const, browserToken };
  }
  const missing = await missingRegistrationFields(db, profile, context.locale);
  if (missing.length > 0) {
    const token = await openProfileCompletion(db, { ...input, now: context.now });
    return { kind: 'needs-completion' as const, token };
  }
  const registration = await readSocialRegistration(db, profile, {}, context);
  const user = await db.transaction(async (tx) => {
    const created = await insertSocialStudent(tx, provider, profile, registration, context);
    // Taken between the check above and this transaction: the next sign-in mails the link.
    if (created.kind === 'email-in-use') throw emailTakenMeanwhile();
    return recordSocialSignIn(tx, provider, created.userId, context.now);
  });
  return { kind: 'signed-in' as const, user };
};

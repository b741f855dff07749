import type { UpdateProfileBody } from '@shop/contract/accounts/my-account';
import { ErrorCode } from '@shop/domain/errors/error-codes';
import { errorText } from '@shop/domain/errors/error-texts';
import type { ValidationMessages } from '@shop/domain/validation/messages';
import { profileSchema } from '@shop/domain/validation/profile';
import type { Database } from '../../db/database';
import { AppError } from '../../lib/app-error';
import {
  claimUploads,
  fileNotOwnedRefusal,
  unusableUploadIssues,
  type UploadReference,
  type UploadOwner,
} from '../media/index';
import { getSiteSettings } from '../settings/index';
import { violatedUniqueIndex } from '../../lib/unique-violation';
import { fieldRefusal, toFieldIssues } from './field-issues';
import { checkCustomAnswers } from './registration-answers';
import { listFormCustomLabels } from './registration-form.service';
import { registrationOptions } from './registration-input';
import {
  isEmailTakenByOther,
  replaceCustomLabelAnswers,
  updateUserProfile,
} from './student-account.repository';
import { findProfileRow, listAnswersOf } from './student-profile.repository';

type Context = { texts: ValidationMessages; locale: 'th' | 'en'; owner: UploadOwner; now: Date };

const emailTaken = (locale: 'th' | 'en') =>
  new AppError(ErrorCode.DUPLICATE_EMAIL, {
    message: 'Another account has this e-mail',
    params: [{ param: 'email', message: errorText(ErrorCode.DUPLICATE_EMAIL, locale) }],
  });

/** Files the change names that the student does not hold already: a new picture, a new answer image. */
const newFiles = async (
  db: Database,
  userId: number,
  answerFiles: readonly UploadReference[],
  picture: string | null,
) => {
  const row = await findProfileRow(db, userId);
  const held = new Set(
    (await listAnswersOf(db, userId)).flatMap((answer) =>
      typeof answer.value === 'string' ? [answer.value] : [],
    ),
  );
  const files = answerFiles.filter((file) => !held.has(file.name));
  if (picture !== null && picture !== row?.user.displayImageUrl)
    files.push({ path: 'displayImgUrl', name: picture, purpose: 'profile_image' });
  return files;
};

/**
 * Saves the student's main data under the registration form's rules: only the fields the form
 * shows change (a field the shop switched off keeps its value), the e-mail stays unique, and a
 * new picture or answer image must be the student's own upload. One transaction; nothing
 * changes on a refusal.
 */
export const updateProfile = async (
  db: Database,
  userId: number,
  body: UpdateProfileBody,
  context: Context,
) => {
  const settings = await getSiteSettings(db);
  const labels = await listFormCustomLabels(db);
  const options = registrationOptions(settings, labels, false, context.locale);
  const parsed = profileSchema(options, context.texts).safeParse(body);
  if (!parsed.success) throw fieldRefusal(toFieldIssues(parsed.error.issues));
  const data = parsed.data;
  const checked = checkCustomAnswers(data.customLabel, labels, context.texts.common.invalidValue);
  if (checked.issues.length > 0) throw fieldRefusal(checked.issues);
  const email = data.email ?? '';
  if (await isEmailTakenByOther(db, email, userId)) throw emailTaken(context.locale);
  const form = options.registerForm;
  const picture = form.imageProfile.isEnable ? data.displayImgUrl : null;
  const files = await newFiles(db, userId, checked.files, picture);
  const claim = { now: context.now, message: context.texts.common.invalidValue };
  const foreign = await unusableUploadIssues(db, files, context.owner, claim);
  if (foreign.length > 0) throw fileNotOwnedRefusal(foreign);
  const shown = <T>(isShown: boolean, value: T) => (isShown ? value : undefined);
  try {
    await db.transaction(async (tx) => {
      await updateUserProfile(tx, userId, {
        email,
        firstname: shown(form.firstname.isEnable, data.firstname ?? ''),
        lastname: shown(form.lastname.isEnable, data.lastname ?? ''),
        nickname: shown(form.nickname.isEnable, data.nickname ?? ''),
        tel: shown(form.tel.isEnable, data.tel ?? ''),
        address: shown(form.address.isEnable, data.address ?? ''),
        displayImageUrl: shown(form.imageProfile.isEnable, picture),
        updatedAt: context.now,
      });
      await replaceCustomLabelAnswers(
        tx,
        userId,
        labels.map((label) => label.id),
        checked.answers,
      );
      await claimUploads(tx, files, context.owner, { userId, ...claim });
    });
  } catch (error) {
    // Another account took the address between the check and the write.
    if (violatedUniqueIndex(error)?.includes('users_email_key')) throw emailTaken(context.locale);
    throw error;
  }
};

import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import type { RegistrationBody } from '@shop/contract/accounts/registration';
import type { SiteSettings } from '@shop/contract/settings/site-settings';
import { ErrorCode } from '@shop/domain/errors/error-codes';
import type { ValidationMessages } from '@shop/domain/validation/messages';
import type { Database, Transaction } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { hashPassword } from '../../lib/password';
import { claimUploads, type UploadOwner } from '../media/index';
import { violatedUniqueIndex } from '../../lib/unique-violation';
import { nonMemberUsername } from './non-member-username';
import { readRegistration, type RegistrationInput } from './registration-input';
import {
  countStudents,
  countStudentsCreatedSince,
  insertCustomLabelAnswers,
  insertUserRow,
  isEmailTaken,
  isUsernameTaken,
  lockRegistrations,
  upsertTaxProfile,
} from './registration.repository';

dayjs.extend(utc);
dayjs.extend(timezone);

/** The shop's day: the daily account limit restarts at midnight in Thailand. */
const SHOP_TIME_ZONE = 'Asia/Bangkok';

export const startOfShopDay = (now: Date): Date => dayjs(now).tz(SHOP_TIME_ZONE).startOf('day').toDate();

const refuse = (code: string, message: string) => new AppError(code, { message });

/** The shop's account limits, checked under the registration lock before any new student account. */
export const checkAccountLimits = async (tx: Transaction, settings: SiteSettings, now: Date) => {
  const { max_users: maxUsers, max_new_users_per_day: maxPerDay } = settings;
  if (maxUsers === null && maxPerDay === null) return;
  await lockRegistrations(tx);
  if (maxUsers !== null && (await countStudents(tx)) >= maxUsers) {
    throw refuse(ErrorCode.OVER_LIMIT_USER, 'The shop has reached its number of accounts');
  }
  if (maxPerDay !== null && (await countStudentsCreatedSince(tx, startOfShopDay(now))) >= maxPerDay) {
    throw refuse(ErrorCode.ERROR_CREATE_USER_IN_DAY, 'No more accounts can be created today');
  }
};

const chooseUsername = async (tx: Transaction, input: RegistrationInput, now: Date) => {
  if (input.username !== null) {
    if (await isUsernameTaken(tx, input.username))
      throw refuse(ErrorCode.DUPLICATE_USERNAME, 'This username is taken');
    return input.username;
  }
  const plain = nonMemberUsername(input.email, now);
  return (await isUsernameTaken(tx, plain)) ? nonMemberUsername(input.email, now, true) : plain;
};

const profileValues = (input: RegistrationInput, body: RegistrationBody) => {
  const { data } = input;
  return {
    firstname: data.firstname ?? '',
    lastname: data.lastname ?? '',
    firstnameEng: data.firstname_eng ?? '',
    lastnameEng: data.lastname_eng ?? '',
    nickname: data.nickname ?? '',
    tel: data.tel ?? '',
    address: data.address ?? '',
    age: data.age,
    biography: data.biography ?? '',
    displayImageUrl: data.displayImgUrl,
    // Fields the domain has no rule for, stored as the form sent them.
    branchId: body.branchid === null || body.branchid === undefined ? null : String(body.branchid),
    educationList: body.educationList ?? [],
    level: body.level ?? null,
    studentGroupKpi: body.studentGroupKpi ?? null,
  };
};

/** A unique index hit by a registration that passed the checks at the same moment as another. */
export const duplicateRefusal = (error: unknown): AppError | null => {
  const index = violatedUniqueIndex(error);
  if (index === null) return null;
  if (index.includes('users_email_key'))
    return refuse(ErrorCode.DUPLICATE_EMAIL, 'This e-mail is registered');
  if (index.includes('users_username_key'))
    return refuse(ErrorCode.DUPLICATE_USERNAME, 'This username is taken');
  return null;
};

/** Who made an account (a member or a checkout buyer themselves, or a provider's sign-in) and its password. */
export type NewAccountKind = { isMember: boolean; createdBy: string; passwordHash: string | null };

/**
 * Writes a checked registration inside the caller's transaction: the account, its custom-label
 * answers and tax profile, and the claim on the uploads it refers to. Refuses an e-mail or
 * username that is taken; the caller checks the account limits first.
 */
export const insertRegisteredStudent = async (
  tx: Transaction,
  input: RegistrationInput,
  body: RegistrationBody,
  context: { texts: ValidationMessages; owner: UploadOwner; now: Date },
  account: NewAccountKind,
): Promise<number> => {
  const username = await chooseUsername(tx, input, context.now);
  if (await isEmailTaken(tx, input.email))
    throw refuse(ErrorCode.DUPLICATE_EMAIL, 'This e-mail is registered');
  const { id } = await insertUserRow(tx, {
    ...profileValues(input, body),
    username,
    email: input.email,
    passwordHash: account.passwordHash,
    roles: ['student'],
    userGroupId: input.userGroupId,
    isMember: account.isMember,
    createdBy: account.createdBy,
  });
  await insertCustomLabelAnswers(
    tx,
    input.answers.map((answer) => ({ userId: id, ...answer })),
  );
  if (input.taxProfile) await upsertTaxProfile(tx, { userId: id, ...input.taxProfile }, context.now);
  await claimUploads(tx, input.files, context.owner, {
    userId: id,
    now: context.now,
    message: context.texts.common.invalidValue,
  });
  return id;
};

/**
 * Creates a student in one transaction: the account (a non-member one, without a password,
 * for a layout-four purchase without registration), its custom-label answers and tax profile,
 * and the claim on the uploads it refers to (the visitor's own, sent from this browser).
 */
export const registerStudent = async (
  db: Database,
  body: RegistrationBody,
  context: { texts: ValidationMessages; locale: 'th' | 'en'; owner: UploadOwner; now: Date },
): Promise<{ userId: number }> => {
  const input = await readRegistration(db, body, context);
  // Hashing takes a noticeable moment; done before the transaction so it holds no lock meanwhile.
  const passwordHash = input.password === null ? null : await hashPassword(input.password);
  try {
    return await db.transaction(async (tx) => {
      await checkAccountLimits(tx, input.settings, context.now);
      const id = await insertRegisteredStudent(tx, input, body, context, {
        isMember: input.isMember,
        createdBy: input.isMember ? 'self' : 'checkout',
        passwordHash,
      });
      return { userId: id };
    });
  } catch (error) {
    throw duplicateRefusal(error) ?? error;
  }
};

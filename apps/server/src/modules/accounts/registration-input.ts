import type { RegistrationBody } from '@shop/contract/accounts/registration';
import { customLabelNameIn } from '@shop/contract/accounts/registration-form';
import { registrationOptionsFrom } from '@shop/contract/accounts/registration-options';
import type { SiteSettings } from '@shop/contract/settings/site-settings';
import { ErrorCode } from '@shop/domain/errors/error-codes';
import type { ValidationMessages } from '@shop/domain/validation/messages';
import { isCommonPassword } from '@shop/domain/validation/new-password';
import { passwordRefusal } from '@shop/domain/validation/password-rule';
import {
  isValidEmail,
  isValidUsername,
  registrationSchema,
  type RegistrationOptions,
  type RegistrationPayload,
} from '@shop/domain/validation/registration';
import type { FieldIssue } from '@shop/domain/validation/field-schemas';
import type { Database } from '../../db/database';
import {
  fileNotOwnedRefusal,
  unusableUploadIssues,
  type UploadReference,
  type UploadOwner,
} from '../media/index';
import { getSiteSettings } from '../settings/index';
import { fieldRefusal, toFieldIssues } from './field-issues';
import { checkCustomAnswers, type CheckedAnswer } from './registration-answers';
import { listFormCustomLabels } from './registration-form.service';
import { findDefaultUserGroup, findUserGroup } from './registration-form.repository';
import type { TaxProfileValues } from './registration.repository';

const isYes = (value: unknown) => value === true || value === 1 || value === '1' || value === 'true';

/**
 * A layout-four purchase without registration: the layout's flag and neither a username nor a
 * password. Every other registration chooses its own username and password.
 */
export const isPurchaseWithoutRegistration = (body: RegistrationBody): boolean =>
  isYes(body.is_registration_layout_four) && !body.username?.trim() && !body.password;

type FormLabels = Awaited<ReturnType<typeof listFormCustomLabels>>;

/** The form's rules, a required custom field named in the reader's language as the form names it (also the profile's). */
export const registrationOptions = (
  settings: SiteSettings,
  labels: FormLabels,
  isMember: boolean,
  locale: 'th' | 'en',
): RegistrationOptions =>
  registrationOptionsFrom(
    settings,
    labels.map(({ id, typeLabel, label, labelEn, required }) => ({
      id,
      typeLabel,
      label: customLabelNameIn({ label, label_en: labelEn }, locale),
      required,
    })),
    isMember,
  );

/** The specification's format codes win over INPUT_ERROR, in form order; params still list every field. */
const refusalCode = (issues: readonly FieldIssue[], body: RegistrationBody, isMember: boolean): string => {
  const failed = new Set(issues.map((issue) => issue.path));
  const email = body.email?.trim() ?? '';
  const username = body.username?.trim() ?? '';
  const password = body.password ?? '';
  if (failed.has('email') && email !== '' && !isValidEmail(email)) return ErrorCode.INVALID_FORMAT_EMAIL;
  if (!isMember) return ErrorCode.INPUT_ERROR;
  if (failed.has('username') && username !== '' && !isValidUsername(username))
    return ErrorCode.INVALID_FORMAT_USERNAME;
  const refusal =
    failed.has('password') && password !== '' ? passwordRefusal(password, isCommonPassword) : null;
  return refusal ?? ErrorCode.INPUT_ERROR;
};

/** Everything the transaction writes, checked. */
export type RegistrationInput = {
  settings: SiteSettings;
  isMember: boolean;
  email: string;
  username: string | null;
  password: string | null;
  data: RegistrationPayload;
  userGroupId: number | null;
  answers: CheckedAnswer[];
  /** The uploads the registration refers to, which the new account claims. */
  files: UploadReference[];
  taxProfile: Omit<TaxProfileValues, 'userId'> | null;
};

const chosenOrDefaultGroup = async (db: Database, settings: SiteSettings, chosen: number | null) => {
  const mayPick = settings.is_enable_user_group && settings.is_student_select_group;
  if (mayPick && chosen !== null) return { id: chosen, exists: (await findUserGroup(db, chosen)) !== null };
  return { id: (await findDefaultUserGroup(db))?.id ?? null, exists: true };
};

const taxProfileOf = (data: RegistrationPayload): Omit<TaxProfileValues, 'userId'> => ({
  isRequireTaxInvoice: true,
  taxPersonType: data.tax_person_type,
  taxNameOne: data.tax_name_one ?? '',
  taxNameTwo: data.tax_name_two ?? '',
  taxPayerIdentificationNo: data.tax_payer_identification_no ?? '',
  taxAddress: data.tax_address ?? '',
  taxIsDeliveryByTaxAddress: data.tax_is_delivery_by_tax_address,
  taxDeliveryAddress: data.tax_is_delivery_by_tax_address ? '' : (data.tax_delivery_address ?? ''),
  taxCompanyCertificate: data.tax_company_certificate,
});

/** The domain's rules of the form, then what only the database knows: groups, choices, files. */
export const readRegistration = async (
  db: Database,
  body: RegistrationBody,
  context: { texts: ValidationMessages; locale: 'th' | 'en'; owner: UploadOwner; now: Date },
): Promise<RegistrationInput> => {
  const { texts } = context;
  const settings = await getSiteSettings(db);
  const labels = await listFormCustomLabels(db);
  const isMember = !isPurchaseWithoutRegistration(body);
  const options = registrationOptions(settings, labels, isMember, context.locale);
  const parsed = registrationSchema(options, texts, { isCommonPassword }).safeParse(body);
  if (!parsed.success) {
    const issues = toFieldIssues(parsed.error.issues);
    throw fieldRefusal(issues, refusalCode(issues, body, isMember));
  }
  const data = parsed.data;
  const checked = checkCustomAnswers(data.customLabel, labels, texts.common.invalidValue);
  const wantsTaxInvoice = options.taxInvoiceEnabled && data.is_require_tax_invoice;
  const files: UploadReference[] = [...checked.files];
  if (data.displayImgUrl)
    files.push({ path: 'displayImgUrl', name: data.displayImgUrl, purpose: 'profile_image' });
  if (wantsTaxInvoice && data.tax_company_certificate)
    files.push({
      path: 'tax_company_certificate',
      name: data.tax_company_certificate,
      purpose: 'tax_certificate',
    });
  const group = await chosenOrDefaultGroup(db, settings, data.user_group_id);
  const issues = [
    ...checked.issues,
    ...(group.exists ? [] : [{ path: 'user_group_id', message: texts.common.invalidValue }]),
  ];
  const fileIssues = await unusableUploadIssues(db, files, context.owner, {
    now: context.now,
    message: texts.common.invalidValue,
  });
  // Only files at fault: the code says so; otherwise the form's INPUT_ERROR lists them all.
  if (issues.length === 0 && fileIssues.length > 0) throw fileNotOwnedRefusal(fileIssues);
  if (issues.length + fileIssues.length > 0) throw fieldRefusal([...issues, ...fileIssues]);
  return {
    settings,
    isMember,
    // Present: the domain schema requires an e-mail.
    email: data.email ?? '',
    username: isMember ? data.username : null,
    password: isMember ? data.password : null,
    data,
    userGroupId: group.id,
    answers: checked.answers,
    files,
    taxProfile: wantsTaxInvoice ? taxProfileOf(data) : null,
  };
};

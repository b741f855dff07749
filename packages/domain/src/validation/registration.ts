import { z } from 'zod';
import { customLabelAnswersSchema, customLabelIssues, type CustomLabel } from './custom-labels';
import { fieldSchemas, type FieldIssue } from './field-schemas';
import { formatMessage, type ValidationMessages } from './messages';
import { passwordRefusal, passwordRefusalText, passwordShapeRefusal, PASSWORD_LIMITS } from './password-rule';
import { taxInvoiceIssues, taxInvoiceShape, validateField } from './tax-invoice';

/** Limits of spec 1 sections 5 and 9, plus our own upper bounds where it names none. */
export const REGISTRATION_LIMITS = {
  name: 255,
  address: 1000,
  biography: 5000,
  tel: { min: 9, max: 10 },
  username: 255,
  password: PASSWORD_LIMITS,
  email: 254,
} as const;

const CREDENTIAL_CHARACTERS = /^[A-Za-z0-9_.@-]+$/;
// Any domain in any script, its TLD two letters or more or punycode (docs/design.md, "Where we differ").
// Thai labels need \p{M} for their vowel and tone marks.
const EMAIL =
  /^(?!\.)(?!.*\.\.)[A-Za-z0-9_'+.-]{1,64}(?<!\.)@(?:[\p{L}\p{N}](?:[\p{L}\p{M}\p{N}-]*[\p{L}\p{M}\p{N}])?\.)+(?:\p{L}[\p{L}\p{M}]+|xn--[A-Za-z0-9-]+)$/u;
const TEL = /^\d+$/;

/** Letters, digits, _ - . and @ only, no spaces (INVALID_FORMAT_USERNAME otherwise). */
export const isValidUsername = (text: string): boolean =>
  CREDENTIAL_CHARACTERS.test(text) && text.length <= REGISTRATION_LIMITS.username;

/** A valid address on any domain, whatever the length of its TLD (INVALID_FORMAT_EMAIL otherwise). */
export const isValidEmail = (text: string): boolean =>
  text.length <= REGISTRATION_LIMITS.email && EMAIL.test(text);

/** Registration form fields the back office can switch on and make required (registerForm). */
export type RegisterFormField =
  'firstname' | 'lastname' | 'nickname' | 'tel' | 'address' | 'imageProfile' | 'companyCertificate';

/** One field's switch in registerForm. */
export type FieldSetting = { isEnable: boolean; isRequire: boolean };

/** The site settings that shape the registration form. */
export type RegistrationOptions = {
  registerForm: Readonly<Record<RegisterFormField, FieldSetting>>;
  /** The purchase-without-registration layout: the buyer picks a username and password. */
  isLayoutFour: boolean;
  userGroups: { enabled: boolean; mustPick: boolean };
  customLabels: readonly CustomLabel[];
  /** is_enable_tax_invoice: a buyer may ask for a tax invoice while registering. */
  taxInvoiceEnabled: boolean;
};

type Texts = ValidationMessages['registration'];
type ProfileField = 'firstname' | 'lastname' | 'nickname' | 'address' | 'displayImgUrl';
// Payload field, its registerForm switch, its maximum length, the text when empty and when too long
// (null: the common too-long text).
type ProfileRule = readonly [ProfileField, RegisterFormField, number, keyof Texts, keyof Texts | null];

const PROFILE_RULES: readonly ProfileRule[] = [
  ['firstname', 'firstname', REGISTRATION_LIMITS.name, 'firstnameRequired', 'firstnameTooLong'],
  ['lastname', 'lastname', REGISTRATION_LIMITS.name, 'lastnameRequired', 'lastnameTooLong'],
  ['nickname', 'nickname', REGISTRATION_LIMITS.name, 'nicknameRequired', 'nicknameTooLong'],
  ['address', 'address', REGISTRATION_LIMITS.address, 'addressRequired', 'addressTooLong'],
  ['displayImgUrl', 'imageProfile', REGISTRATION_LIMITS.name, 'imageProfileRequired', null],
];

const registrationShape = (texts: ValidationMessages) => {
  const field = fieldSchemas(texts);
  return {
    firstname: field.optionalText(),
    lastname: field.optionalText(),
    firstname_eng: field.limitedText(REGISTRATION_LIMITS.name),
    lastname_eng: field.limitedText(REGISTRATION_LIMITS.name),
    nickname: field.optionalText(),
    email: field.optionalText(),
    age: z
      .number(field.invalid)
      .int(field.invalid)
      .min(0, field.invalid)
      .max(150, field.invalid)
      .nullish()
      .transform((value) => value ?? null),
    tel: field.optionalText(),
    address: field.optionalText(),
    biography: field.limitedText(REGISTRATION_LIMITS.biography),
    displayImgUrl: field.optionalText(),
    username: field.optionalText(),
    password: field.rawText(),
    confirm_password: field.rawText(),
    user_group_id: field.optionalId(),
    customLabel: customLabelAnswersSchema(texts),
    is_require_tax_invoice: field
      .flag()
      .nullish()
      .transform((value) => value ?? false),
    is_registration_layout_four: field
      .flag()
      .nullish()
      .transform((value) => value ?? false),
    ...taxInvoiceShape(texts),
  };
};

type Parsed = z.output<z.ZodObject<ReturnType<typeof registrationShape>>>;

const profileIssues = (data: Parsed, options: RegistrationOptions, texts: ValidationMessages): FieldIssue[] =>
  PROFILE_RULES.flatMap(([field, setting, maxLength, empty, tooLong]) => {
    const { isEnable, isRequire } = options.registerForm[setting];
    const code = isEnable ? validateField(data[field], { required: isRequire, maxLength }) : null;
    if (code === null) return [];
    if (code === 'EMPTY') return [{ path: field, message: texts.registration[empty] }];
    const template = tooLong === null ? texts.common.textTooLong : texts.registration[tooLong];
    return [{ path: field, message: formatMessage(template, { max: maxLength }) }];
  });

const contactIssues = (data: Parsed, options: RegistrationOptions, texts: Texts): FieldIssue[] => {
  const issues: FieldIssue[] = [];
  if (data.email === null) issues.push({ path: 'email', message: texts.emailRequired });
  else if (!isValidEmail(data.email)) issues.push({ path: 'email', message: texts.emailInvalid });
  const tel = options.registerForm.tel;
  const { min, max } = REGISTRATION_LIMITS.tel;
  if (!tel.isEnable) return issues;
  if (data.tel === null) {
    if (tel.isRequire) issues.push({ path: 'tel', message: texts.telRequired });
  } else if (!TEL.test(data.tel) || data.tel.length < min || data.tel.length > max) {
    issues.push({ path: 'tel', message: formatMessage(texts.telInvalid, { min, max }) });
  }
  return issues;
};

/** The first failed check of one field, so each field shows one message at a time. */
const firstIssue = (
  path: string,
  checks: readonly (readonly [failed: boolean, message: string])[],
): FieldIssue[] => {
  const failed = checks.find(([isFailed]) => isFailed);
  return failed ? [{ path, message: failed[1] }] : [];
};

const usernameIssue = (username: string | null, texts: Texts): FieldIssue[] => {
  const max = REGISTRATION_LIMITS.username;
  return firstIssue('username', [
    [username === null, texts.usernameRequired],
    [!CREDENTIAL_CHARACTERS.test(username ?? ''), texts.usernameFormat],
    [(username ?? '').length > max, formatMessage(texts.usernameTooLong, { max })],
  ]);
};

/** Where the list of common passwords is at hand (the server), the whole password rule applies. */
export type RegistrationChecks = { isCommonPassword?: (password: string) => boolean };

/** The rule of a new password, one message at a time (registration's, a password change's). */
export const passwordIssue = (password: string, texts: Texts, checks: RegistrationChecks): FieldIssue[] => {
  if (password === '') return [{ path: 'password', message: texts.passwordRequired }];
  const refusal = checks.isCommonPassword
    ? passwordRefusal(password, checks.isCommonPassword)
    : passwordShapeRefusal(password);
  return refusal === null ? [] : [{ path: 'password', message: passwordRefusalText(refusal, texts) }];
};

const credentialIssues = (data: Parsed, texts: Texts, checks: RegistrationChecks): FieldIssue[] => [
  ...usernameIssue(data.username, texts),
  ...passwordIssue(data.password, texts, checks),
  ...firstIssue('confirm_password', [
    [data.confirm_password === '', texts.confirmPasswordRequired],
    [data.confirm_password !== data.password, texts.passwordMismatch],
  ]),
];

/** Every failed rule of spec 1 section 5 "Registration", in form order. */
const registrationIssues = (
  data: Parsed,
  options: RegistrationOptions,
  texts: ValidationMessages,
  checks: RegistrationChecks,
): FieldIssue[] => {
  const t = texts.registration;
  const certificate = options.registerForm.companyCertificate;
  return [
    ...profileIssues(data, options, texts),
    ...contactIssues(data, options, t),
    ...(options.isLayoutFour ? credentialIssues(data, t, checks) : []),
    ...(options.userGroups.enabled && options.userGroups.mustPick && data.user_group_id === null
      ? [{ path: 'user_group_id', message: t.userGroupRequired }]
      : []),
    ...customLabelIssues(data.customLabel, options.customLabels, texts),
    ...(options.taxInvoiceEnabled && data.is_require_tax_invoice
      ? taxInvoiceIssues(
          data,
          { requireCompanyCertificate: certificate.isEnable && certificate.isRequire },
          texts,
        )
      : []),
  ];
};

/**
 * The student registration payload (POST /public/students/course-detail-page) with every rule of
 * the form; the browser leaves out `checks`, whose list it never downloads.
 */
export const registrationSchema = (
  options: RegistrationOptions,
  texts: ValidationMessages,
  checks: RegistrationChecks = {},
) =>
  z.object(registrationShape(texts)).superRefine((data, ctx) => {
    for (const issue of registrationIssues(data, options, texts, checks)) {
      ctx.addIssue({ code: 'custom', path: issue.path.split('.'), message: issue.message });
    }
  });

/** The parsed registration payload. */
export type RegistrationPayload = z.output<ReturnType<typeof registrationSchema>>;

import { ErrorCode } from '../errors/error-codes';
import { formatMessage, type ValidationMessages } from './messages';

/**
 * NIST SP 800-63B's limits for a password a person chooses: at least 8 characters, and room for a
 * passphrase of several words without letting a megabyte reach the password hash.
 */
export const PASSWORD_LIMITS = { min: 8, max: 128 } as const;

/** Why a new password is refused; each is a code of the catalogue with its own text. */
export type PasswordRefusal =
  | typeof ErrorCode.INVALID_FORMAT_PASSWORD
  | typeof ErrorCode.PASSWORD_TOO_SHORT
  | typeof ErrorCode.PASSWORD_TOO_LONG
  | typeof ErrorCode.PASSWORD_TOO_COMMON;

const PASSWORD_REFUSALS: ReadonlySet<string> = new Set<PasswordRefusal>([
  ErrorCode.INVALID_FORMAT_PASSWORD,
  ErrorCode.PASSWORD_TOO_SHORT,
  ErrorCode.PASSWORD_TOO_LONG,
  ErrorCode.PASSWORD_TOO_COMMON,
]);

/** Whether a server's refusal code is the password rule's, to be shown under the password field. */
export const isPasswordRefusal = (code: string): code is PasswordRefusal => PASSWORD_REFUSALS.has(code);

// Controls (line breaks, tabs, NUL), line and paragraph separators, and half of a surrogate pair:
// nothing a keyboard types into a password field. Every other character is welcome, Thai, symbols
// and spaces included.
const UNTYPABLE = /[\p{Cc}\p{Zl}\p{Zp}\p{Cs}]/u;

/** Characters as NIST counts them, by code point: an emoji is one, not two UTF-16 units. */
const characterCount = (password: string): number => {
  let count = 0;
  for (const _codePoint of password) count += 1;
  return count;
};

/**
 * The part of the rule that needs no list, so the buyer's browser can check it as they type:
 * printable characters, and a length within PASSWORD_LIMITS. Null when it passes.
 */
export const passwordShapeRefusal = (password: string): PasswordRefusal | null => {
  if (UNTYPABLE.test(password)) return ErrorCode.INVALID_FORMAT_PASSWORD;
  const length = characterCount(password);
  if (length < PASSWORD_LIMITS.min) return ErrorCode.PASSWORD_TOO_SHORT;
  if (length > PASSWORD_LIMITS.max) return ErrorCode.PASSWORD_TOO_LONG;
  return null;
};

/**
 * The whole rule for a password being set: its shape, then the list of common and breached
 * passwords that `isCommon` looks in. Null when it passes. No rule on kinds of characters (NIST
 * advises against them: they push people to `Password1!`, which the list catches anyway).
 */
export const passwordRefusal = (
  password: string,
  isCommon: (password: string) => boolean,
): PasswordRefusal | null =>
  passwordShapeRefusal(password) ?? (isCommon(password) ? ErrorCode.PASSWORD_TOO_COMMON : null);

/** The text that says what to do about a refusal, in the language of `texts`. */
export const passwordRefusalText = (
  refusal: PasswordRefusal,
  texts: ValidationMessages['registration'],
): string => {
  switch (refusal) {
    case ErrorCode.INVALID_FORMAT_PASSWORD:
      return texts.passwordFormat;
    case ErrorCode.PASSWORD_TOO_SHORT:
      return formatMessage(texts.passwordTooShort, { min: PASSWORD_LIMITS.min });
    case ErrorCode.PASSWORD_TOO_LONG:
      return formatMessage(texts.passwordTooLong, { max: PASSWORD_LIMITS.max });
    case ErrorCode.PASSWORD_TOO_COMMON:
      return texts.passwordTooCommon;
  }
};

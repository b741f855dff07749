import { dictionary } from '@zxcvbn-ts/language-common';
import { fail, ok, type Result } from '../result';
import { passwordRefusal, type PasswordRefusal } from './password-rule';

// About 49,000 passwords, most common first, from breach corpora as kept by zxcvbn-ts (all lower
// case). Built on first use: the sets of a server that never sets a password stay unbuilt.
let commonPasswords: ReadonlySet<string> | null = null;

/**
 * Whether a password is one of the common or breached ones, ignoring case (`PASSWORD1` is guessed
 * as soon as `password1`). The list is large: import this on the server only, never in a page.
 */
export const isCommonPassword = (password: string): boolean => {
  commonPasswords ??= new Set(dictionary['passwords-common']);
  return commonPasswords.has(password.toLowerCase());
};

/**
 * The shop's rule for every password being set (registration, a reset link, a profile's
 * password change): printable, PASSWORD_LIMITS long, not a common or breached password. Signing
 * in never applies it, so accounts made under an older rule keep working. Server only.
 */
export const checkNewPassword = (password: string): Result<string, PasswordRefusal> => {
  const refusal = passwordRefusal(password, isCommonPassword);
  return refusal === null ? ok(password) : fail(refusal);
};

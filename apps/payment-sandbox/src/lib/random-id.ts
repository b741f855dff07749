import { randomBytes } from 'node:crypto';

const ALPHABET = '0123456789abcdefghijklmnopqrstuvwxyz';

/** Lower-case alphanumerics, the look of a provider's object id suffix. */
export const randomSuffix = (length = 19): string =>
  Array.from(randomBytes(length), (byte) => ALPHABET[byte % ALPHABET.length]).join('');

/** A test-mode object id such as `chrg_test_5xuy4w91xqz7d1w9u0t`. */
export const randomId = (prefix: string): string => `${prefix}_test_${randomSuffix()}`;

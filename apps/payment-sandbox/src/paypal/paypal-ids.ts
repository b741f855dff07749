import { randomBytes } from 'node:crypto';

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** PayPal's resource ids: 17 upper-case letters and digits, e.g. `5O190127TN364715T`. */
export const payPalId = (): string =>
  Array.from(randomBytes(17), (byte) => ALPHABET[byte % ALPHABET.length]).join('');

/** A webhook event id, e.g. `WH-2WR32451HC0233532-67976317FL4543714`. */
export const payPalEventId = (): string => `WH-${payPalId().slice(0, 19)}-${payPalId()}`;

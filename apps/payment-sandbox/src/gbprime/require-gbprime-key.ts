import { timingSafeEqual } from 'node:crypto';
import { GbPrimeError } from './gbprime-error';

const usernameOf = (header: string | undefined): string | null => {
  const match = /^Basic\s+(\S+)$/i.exec(header ?? '');
  if (!match?.[1]) return null;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  return colon === -1 ? decoded : decoded.slice(0, colon);
};

const sameText = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

const unauthorized = () => new GbPrimeError(401, '401', 'Unauthorized');

/** GB authenticates with HTTP Basic: `base64(key + ":")`, the key as user name, no password. */
export const requireGbPrimeKey = (authorization: string | undefined, key: string) => {
  if (!sameText(usernameOf(authorization) ?? '', key)) throw unauthorized();
};

/** QR Cash takes the customer key as the form field `token` instead. */
export const requireGbPrimeToken = (token: unknown, expected: string) => {
  if (typeof token !== 'string' || !sameText(token, expected)) throw unauthorized();
};

/** Why a request's path is not the one canonical spelling of itself. */
export type NonCanonicalPath =
  | 'not-a-path'
  | 'encoded-plain-character'
  | 'encoded-separator'
  | 'bad-encoding'
  | 'backslash'
  | 'empty-segment'
  | 'dot-segment';

/** RFC 3986's unreserved characters: the same address whether written plainly or encoded. */
const UNRESERVED = /^[A-Za-z0-9\-._~]$/;
const PERCENT_ENCODED = /%(.{0,2})/g;
const HEX_PAIR = /^[0-9A-Fa-f]{2}$/;

/** The path part of a request target, as the router reads it (up to `?` or `#`). */
const pathOf = (target: string): string => {
  const end = target.search(/[?#]/);
  return end === -1 ? target : target.slice(0, end);
};

const encodedCharacterProblem = (path: string): NonCanonicalPath | null => {
  for (const match of path.matchAll(PERCENT_ENCODED)) {
    const hex = match[1] ?? '';
    if (!HEX_PAIR.test(hex)) return 'bad-encoding';
    const character = String.fromCharCode(Number.parseInt(hex, 16));
    if (UNRESERVED.test(character)) return 'encoded-plain-character';
    if (character === '/' || character === '\\') return 'encoded-separator';
  }
  return null;
};

/**
 * Null when the request's path is spelled the one way the shop's own pages and clients spell it,
 * or why it is not: a letter, digit or `-._~` written percent-encoded (`/api/%61dmin`), an encoded
 * `/` or `\`, a backslash, `//`, or a `.`/`..` segment. Each is a second spelling of an address
 * that some layer (the router, a proxy, a prefix check) may read differently from another. Other
 * encoded characters stay allowed: a Thai slug or a file name with a space is written no other way.
 * A trailing `/` is left to the router, which tells `/x/` from `/x`.
 */
export const nonCanonicalPath = (target: string): NonCanonicalPath | null => {
  const path = pathOf(target);
  if (!path.startsWith('/')) return 'not-a-path';
  const encoded = encodedCharacterProblem(path);
  if (encoded) return encoded;
  if (path.includes('\\')) return 'backslash';
  const segments = path.slice(1).split('/');
  if (segments.slice(0, -1).includes('')) return 'empty-segment';
  if (segments.some((segment) => segment === '.' || segment === '..')) return 'dot-segment';
  return null;
};

import { createHash, randomBytes } from 'node:crypto';

/** A random token for a cookie or a link: 256 bits, URL-safe. */
export const newSecureToken = (): string => randomBytes(32).toString('base64url');

/** What the database keeps instead of a token, so a leaked table opens no session. */
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

import { timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { OmiseError } from './omise-error';

const usernameOf = (header: string | undefined): string | null => {
  const match = /^Basic\s+(\S+)$/i.exec(header ?? '');
  if (!match?.[1]) return null;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  return colon === -1 ? decoded : decoded.slice(0, colon);
};

/** Omise authenticates with HTTP Basic: the key is the username and the password is empty. */
export const requireOmiseKey = (request: FastifyRequest, key: string) => {
  const username = Buffer.from(usernameOf(request.headers.authorization) ?? '');
  const expected = Buffer.from(key);
  if (username.length !== expected.length || !timingSafeEqual(username, expected)) {
    throw new OmiseError(401, 'authentication_failure', 'authentication failed');
  }
};

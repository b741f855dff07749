import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/database';
import { findUserByLogin } from './auth.repository';

/** The name as the account lookup reads it: letter case and surrounding spaces do not count. */
const normalisedLogin = (login: string) => login.trim().toLowerCase();

/**
 * Sign-in tries are counted per address and per account: the account the username or e-mail
 * finds (so `student`, `Student` and the e-mail share one count), or the normalised name when
 * none is found. Runs after body parsing, so the key can name the account.
 */
export const signInRateLimit = (db: Database, max: number) => ({
  rateLimit: {
    max,
    timeWindow: '1 minute',
    hook: 'preHandler' as const,
    keyGenerator: async (request: FastifyRequest) => {
      const raw = (request.body as { username?: unknown } | undefined)?.username;
      const login = typeof raw === 'string' ? raw : '';
      const account = login === '' ? null : await findUserByLogin(db, login);
      return `${request.ip}:${account ? `user:${String(account.id)}` : `name:${normalisedLogin(login)}`}`;
    },
  },
});

import { randomBytes } from 'node:crypto';

const MAX_LOCAL_PART = 40;

/**
 * The username of an account made for a buyer who did not register: the e-mail's local part
 * and a timestamp (as the specification's client built it), reduced to the characters a
 * username may hold. `salt` adds random letters after a collision.
 */
export const nonMemberUsername = (email: string, now: Date, salt = false): string => {
  const local = (email.split('@')[0] ?? '').replace(/[^A-Za-z0-9_.-]/g, '').slice(0, MAX_LOCAL_PART);
  const base = `${local === '' ? 'buyer' : local}_${String(now.getTime())}`;
  return salt ? `${base}_${randomBytes(3).toString('hex')}` : base;
};

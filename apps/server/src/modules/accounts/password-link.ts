import type { Queryable } from '../../db/database';
import { hashToken, newSecureToken } from '../../lib/secure-token';
import { insertPasswordToken, revokeUnusedTokens } from './password-token.repository';

/** What a link lets its holder do, and for how long. */
export const PASSWORD_LINKS = {
  /** Sent after a layout-four registration. */
  set_password: { validMs: 7 * 86_400_000 },
  /** Sent from /forgotpass. */
  reset_password: { validMs: 3_600_000 },
} as const;

export type PasswordLinkPurpose = keyof typeof PASSWORD_LINKS;

/**
 * A new one-use link to /forgotpass for a user, inside the caller's transaction; earlier unused
 * links of the same purpose stop working. Only the token's hash is stored.
 */
export const createPasswordLink = async (
  tx: Queryable,
  options: { userId: number; purpose: PasswordLinkPurpose; publicUrl: string; now: Date },
): Promise<string> => {
  const token = newSecureToken();
  await revokeUnusedTokens(tx, options.userId, options.now, options.purpose);
  await insertPasswordToken(tx, {
    tokenHash: hashToken(token),
    userId: options.userId,
    purpose: options.purpose,
    expiresAt: new Date(options.now.getTime() + PASSWORD_LINKS[options.purpose].validMs),
  });
  return `${options.publicUrl.replace(/\/+$/, '')}/forgotpass?token=${encodeURIComponent(token)}`;
};

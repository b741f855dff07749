import { ErrorCode } from '@shop/domain/errors/error-codes';
import type { Database } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { hashPassword, verifyPassword } from '../../lib/password';
import { findUserByLogin, recordLogin } from './auth.repository';

// Checked when no user matches, so a wrong username costs as long as a wrong password.
const decoyHash = hashPassword('decoy password that never matches');

/**
 * The user behind a username or e-mail and password, or INVALID_CREDENTIALS. `beforeCheck` runs
 * when the password's turn to be checked comes (the per-address limit takes its place then).
 */
export const authenticate = async (
  db: Database,
  login: string,
  password: string,
  check?: { takePlace: () => Promise<void>; passed: () => Promise<void> },
) => {
  const user = await findUserByLogin(db, login);
  const isValid = await verifyPassword(
    user?.passwordHash ?? (await decoyHash),
    password,
    check?.takePlace,
    // A decoy hash never verifies, so a right password here is always an account's.
    check?.passed,
  );
  if (!user?.passwordHash || !isValid) {
    throw new AppError(ErrorCode.INVALID_CREDENTIALS, { message: 'Wrong username or password' });
  }
  if (!user.isActive) throw new AppError(ErrorCode.ACCOUNT_DISABLED, { message: 'This account is disabled' });
  await recordLogin(db, user.id, new Date());
  return user;
};

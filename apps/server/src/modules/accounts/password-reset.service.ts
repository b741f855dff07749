import { ErrorCode } from '@shop/domain/errors/error-codes';
import type { ValidationMessages } from '@shop/domain/validation/messages';
import { checkNewPassword } from '@shop/domain/validation/new-password';
import { passwordRefusalText, type PasswordRefusal } from '@shop/domain/validation/password-rule';
import type { Database } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { hashPassword } from '../../lib/password';
import { hashToken } from '../../lib/secure-token';
import { passwordResetMail, enqueueMail } from '../mail/index';
import { getSiteSettings } from '../settings/index';
import { createPasswordLink, PASSWORD_LINKS } from './password-link';
import {
  consumePasswordToken,
  findUserByEmail,
  findUserById,
  revokeUnusedTokens,
  setPasswordHash,
} from './password-token.repository';
import { deleteOtherSessions } from './session.repository';

/** The name a mail greets: the first name, else the username. */
export const displayName = (user: { firstname: string; username: string }) =>
  user.firstname.trim() === '' ? user.username : user.firstname;

/**
 * Mails a reset link when the address belongs to an active account, and does nothing visible
 * otherwise: the caller answers the same either way, so the form reveals no account.
 */
export const requestPasswordReset = async (
  db: Database,
  email: string,
  context: { publicUrl: string; now: Date },
): Promise<void> => {
  const user = await findUserByEmail(db, email);
  if (!user?.isActive) return;
  const { title } = await getSiteSettings(db);
  await db.transaction(async (tx) => {
    const link = await createPasswordLink(tx, {
      userId: user.id,
      purpose: 'reset_password',
      publicUrl: context.publicUrl,
      now: context.now,
    });
    await enqueueMail(
      tx,
      passwordResetMail({
        to: user.email,
        name: displayName(user),
        username: user.username,
        link,
        shopTitle: title,
        validMinutes: PASSWORD_LINKS.reset_password.validMs / 60_000,
      }),
      context.now,
    );
  });
};

const passwordRefusal = (code: PasswordRefusal, texts: ValidationMessages) =>
  new AppError(code, {
    message: 'The password does not follow the rules',
    params: [{ param: 'password', message: passwordRefusalText(code, texts.registration) }],
  });

/**
 * Sets the password of the link's account, uses the link up along with the account's other
 * links, and ends every session of the account (the caller then starts a new one).
 */
export const resetPassword = async (
  db: Database,
  input: { token: string; password: string },
  context: { texts: ValidationMessages; now: Date },
): Promise<{ userId: number }> => {
  const checked = checkNewPassword(input.password);
  if (!checked.ok) throw passwordRefusal(checked.code, context.texts);
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const token = await consumePasswordToken(tx, hashToken(input.token), context.now);
    if (!token)
      throw new AppError(ErrorCode.INVALID_RESET_TOKEN, { message: 'This link is unknown, used or expired' });
    const user = await findUserById(tx, token.userId);
    if (!user?.isActive)
      throw new AppError(ErrorCode.ACCOUNT_DISABLED, { message: 'This account is disabled' });
    await setPasswordHash(tx, user.id, passwordHash, context.now);
    await revokeUnusedTokens(tx, user.id, context.now);
    await deleteOtherSessions(tx, user.id, null);
    return { userId: user.id };
  });
};

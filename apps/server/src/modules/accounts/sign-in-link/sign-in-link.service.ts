import { ErrorCode } from '@shop/domain/errors/error-codes';
import { SIGN_IN_LINK_VALID_MINUTES } from '@shop/contract/accounts/sign-in-link';
import type { Database } from '../../../db/database';
import { AppError } from '../../../lib/app-error';
import { hashToken, newSecureToken } from '../../../lib/secure-token';
import { enqueueMail } from '../../mail/index';
import { getSiteSettings } from '../../settings/index';
import { displayName } from '../password-reset.service';
import { findUserByEmail, findUserById } from '../password-token.repository';
import { safeReturnPath } from '../social/social-sign-in.service';
import { signInLinkMail } from './sign-in-link-mail';
import { consumeSignInLink, insertSignInLink, revokeUnusedSignInLinks } from './sign-in-link.repository';

const VALID_MS = SIGN_IN_LINK_VALID_MINUTES * 60_000;

/**
 * Mails a one-tap sign-in link when the address belongs to an active account, through the mail
 * outbox in the same transaction as the link; does nothing visible otherwise, so the answer
 * reveals no account. Earlier unused links of the account stop working.
 */
export const requestSignInLink = async (
  db: Database,
  input: { email: string; returnTo: string },
  context: { publicUrl: string; now: Date },
): Promise<void> => {
  const user = await findUserByEmail(db, input.email);
  if (!user?.isActive) return;
  const { title } = await getSiteSettings(db);
  const token = newSecureToken();
  const link = `${context.publicUrl.replace(/\/+$/, '')}/signin-link?token=${encodeURIComponent(token)}`;
  await db.transaction(async (tx) => {
    await revokeUnusedSignInLinks(tx, user.id, context.now);
    await insertSignInLink(tx, {
      tokenHash: hashToken(token),
      userId: user.id,
      returnTo: safeReturnPath(input.returnTo),
      expiresAt: new Date(context.now.getTime() + VALID_MS),
    });
    await enqueueMail(
      tx,
      signInLinkMail({
        to: user.email,
        name: displayName(user),
        link,
        shopTitle: title,
        validMinutes: SIGN_IN_LINK_VALID_MINUTES,
      }),
      context.now,
    );
  });
};

/** Uses a link up and answers whose session to start and where to go on. */
export const useSignInLink = async (
  db: Database,
  token: string,
  now: Date,
): Promise<{ userId: number; returnTo: string }> =>
  db.transaction(async (tx) => {
    const link = await consumeSignInLink(tx, hashToken(token), now);
    if (!link)
      throw new AppError(ErrorCode.INVALID_RESET_TOKEN, { message: 'This link is unknown, used or expired' });
    const user = await findUserById(tx, link.userId);
    if (!user?.isActive)
      throw new AppError(ErrorCode.ACCOUNT_DISABLED, { message: 'This account is disabled' });
    return { userId: user.id, returnTo: link.returnTo };
  });

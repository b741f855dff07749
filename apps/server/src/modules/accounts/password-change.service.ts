import type { ChangePasswordBody } from '@shop/contract/accounts/my-account';
import { ErrorCode } from '@shop/domain/errors/error-codes';
import { errorText } from '@shop/domain/errors/error-texts';
import type { ValidationMessages } from '@shop/domain/validation/messages';
import { passwordChangeSchema } from '@shop/domain/validation/password-change';
import { isCommonPassword } from '@shop/domain/validation/new-password';
import type { Database } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { hashPassword, verifyPassword } from '../../lib/password';
import { setPasswordHash } from './password-token.repository';
import { deleteOtherSessions } from './session.repository';
import { fieldRefusal, toFieldIssues } from './field-issues';

type Account = { id: number; passwordHash: string | null };

/**
 * Changes the student's password when the current one is right, and ends the account's other
 * sessions (a browser someone else holds is signed out); the session that asked stays.
 */
export const changePassword = async (
  db: Database,
  account: Account,
  body: ChangePasswordBody,
  context: { texts: ValidationMessages; locale: 'th' | 'en'; keepSession: string | null; now: Date },
): Promise<void> => {
  const parsed = passwordChangeSchema(context.texts, { isCommonPassword }).safeParse(body);
  if (!parsed.success) throw fieldRefusal(toFieldIssues(parsed.error.issues));
  const { current_password: current, password } = parsed.data;
  const isCurrent = account.passwordHash !== null && (await verifyPassword(account.passwordHash, current));
  if (!isCurrent)
    throw new AppError(ErrorCode.WRONG_CURRENT_PASSWORD, {
      message: 'The current password is not correct',
      params: [
        { param: 'current_password', message: errorText(ErrorCode.WRONG_CURRENT_PASSWORD, context.locale) },
      ],
    });
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    await setPasswordHash(tx, account.id, passwordHash, context.now);
    await deleteOtherSessions(tx, account.id, context.keepSession);
  });
};

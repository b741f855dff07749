import { ErrorCode } from '@shop/domain/errors/error-codes';
import type { Database } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { SessionUserRow } from '../../plugins/session';
import { createPasswordLink, PASSWORD_LINKS } from './password-link';
import { displayName } from './password-reset.service';
import { registrationMail, enqueueMail } from '../mail/index';
import { getSiteSettings } from '../settings/index';

/**
 * The confirmation mail after a layout-four registration: the username and a link to set a
 * password, never the password (docs/design.md, "Where we differ"). Only to the signed-in user's own address.
 */
export const sendRegistrationMail = async (
  db: Database,
  user: SessionUserRow,
  email: string,
  context: { publicUrl: string; now: Date },
): Promise<void> => {
  if (email.trim().toLowerCase() !== user.email.toLowerCase()) {
    throw new AppError(ErrorCode.FORBIDDEN, { message: 'Mail goes only to your own address' });
  }
  const { title } = await getSiteSettings(db);
  await db.transaction(async (tx) => {
    const link = await createPasswordLink(tx, {
      userId: user.id,
      purpose: 'set_password',
      publicUrl: context.publicUrl,
      now: context.now,
    });
    await enqueueMail(
      tx,
      registrationMail({
        to: user.email,
        name: displayName(user),
        username: user.username,
        link,
        hasPassword: user.passwordHash !== null,
        shopTitle: title,
        validDays: PASSWORD_LINKS.set_password.validMs / 86_400_000,
      }),
      context.now,
    );
  });
};

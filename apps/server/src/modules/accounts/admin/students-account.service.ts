import { eq } from 'drizzle-orm';
import { ErrorCode } from '@shop/domain/errors/error-codes';
import type { Database } from '../../../db/database';
import { users } from '../../../db/tables';
import { AppError } from '../../../lib/app-error';
import { createPasswordLink, PASSWORD_LINKS } from '../password-link';
import { displayName } from '../password-reset.service';
import { revokeUnusedTokens } from '../password-token.repository';
import { deleteOtherSessions } from '../session.repository';
import { passwordResetMail, enqueueMail } from '../../mail/index';
import { getSiteSettings } from '../../settings/index';
import { recordAudit } from '../../audit/index';
import { notAStudent } from './students.service';
import { findStudent } from './students.repository';

type Acting = { adminId: number; now: Date };

/**
 * Mails the student the /forgotpass link (the same mail and one-hour token as "forgot
 * password"); earlier unused links stop working. The audit row names the address, never the link.
 */
export const sendPasswordLink = async (
  db: Database,
  studentId: number,
  acting: Acting & { publicUrl: string },
): Promise<{ email: string }> => {
  const { title } = await getSiteSettings(db);
  return db.transaction(async (tx) => {
    const student = await findStudent(tx, studentId);
    if (!student) throw notAStudent();
    const { user } = student;
    if (!user.isActive)
      throw new AppError(ErrorCode.ACCOUNT_DISABLED, {
        message: 'A deactivated account cannot set a password',
      });
    const link = await createPasswordLink(tx, {
      userId: user.id,
      purpose: 'reset_password',
      publicUrl: acting.publicUrl,
      now: acting.now,
    });
    const mail = passwordResetMail({
      to: user.email,
      name: displayName(user),
      username: user.username,
      link,
      shopTitle: title,
      validMinutes: PASSWORD_LINKS.reset_password.validMs / 60_000,
    });
    await enqueueMail(tx, mail, acting.now);
    await recordAudit(tx, {
      actorUserId: acting.adminId,
      action: 'student.password_link',
      entityType: 'user',
      entityId: user.id,
      after: { email: user.email },
    });
    return { email: user.email };
  });
};

/**
 * Deactivates or reactivates a student's account; audited, and a no-op (no audit row) when it is
 * already so. A deactivated account's sessions answer WHITELIST_USER_DENIED from their next
 * request (the session plugin reads `is_active` on every request) and its unused password links
 * end. Reactivating deletes the sessions left from before, so a browser signed in then must
 * sign in again. An administrator cannot deactivate themself.
 */
export const setStudentActive = async (
  db: Database,
  studentId: number,
  change: { isActive: boolean; reason: string },
  acting: Acting,
): Promise<{ is_active: boolean }> => {
  if (!change.isActive && studentId === acting.adminId)
    throw new AppError(ErrorCode.CANNOT_DEACTIVATE_SELF, {
      message: 'An administrator cannot deactivate themself',
    });
  return db.transaction(async (tx) => {
    const [user] = await tx.select().from(users).where(eq(users.id, studentId)).for('update');
    if (!user || !(await findStudent(tx, studentId))) throw notAStudent();
    if (user.isActive === change.isActive) return { is_active: user.isActive };
    await tx
      .update(users)
      .set({ isActive: change.isActive, updatedAt: acting.now })
      .where(eq(users.id, user.id));
    if (change.isActive) await deleteOtherSessions(tx, user.id, null);
    else await revokeUnusedTokens(tx, user.id, acting.now);
    await recordAudit(tx, {
      actorUserId: acting.adminId,
      action: change.isActive ? 'student.reactivate' : 'student.deactivate',
      entityType: 'user',
      entityId: user.id,
      before: { is_active: user.isActive },
      after: { is_active: change.isActive, reason: change.reason },
    });
    return { is_active: change.isActive };
  });
};

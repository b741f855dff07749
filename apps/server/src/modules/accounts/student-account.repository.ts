import { and, eq, inArray, sql, type InferInsertModel } from 'drizzle-orm';
import type { Queryable } from '../../db/database';
import { customLabelAnswers, users } from '../../db/tables';

/** Whether an account other than `userId` has this e-mail (e-mails match ignoring case). */
export const isEmailTakenByOther = async (db: Queryable, email: string, userId: number) => {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.email}) = ${email.toLowerCase()}`, sql`${users.id} <> ${userId}`))
    .limit(1);
  return rows.length > 0;
};

export const updateUserProfile = async (
  tx: Queryable,
  userId: number,
  changes: Partial<InferInsertModel<typeof users>>,
) => {
  await tx.update(users).set(changes).where(eq(users.id, userId));
};

/** Replaces the student's answers to the given labels (answers to other labels stay). */
export const replaceCustomLabelAnswers = async (
  tx: Queryable,
  userId: number,
  labelIds: readonly number[],
  answers: readonly { customLabelId: number; value: string | string[] }[],
) => {
  if (labelIds.length > 0)
    await tx
      .delete(customLabelAnswers)
      .where(
        and(eq(customLabelAnswers.userId, userId), inArray(customLabelAnswers.customLabelId, [...labelIds])),
      );
  if (answers.length > 0)
    await tx.insert(customLabelAnswers).values(answers.map((answer) => ({ userId, ...answer })));
};

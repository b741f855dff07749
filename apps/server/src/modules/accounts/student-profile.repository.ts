import { asc, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/database';
import { customLabelAnswers, customLabels, taxProfiles, users } from '../../db/tables';

export const findProfileRow = async (db: Queryable, userId: number) => {
  const [row] = await db
    .select({ user: users, tax: taxProfiles })
    .from(users)
    .leftJoin(taxProfiles, eq(taxProfiles.userId, users.id))
    .where(eq(users.id, userId));
  return row ?? null;
};

export const listAnswersOf = (db: Queryable, userId: number) =>
  db
    .select({
      id: customLabels.id,
      label: customLabels.label,
      typeLabel: customLabels.typeLabel,
      value: customLabelAnswers.value,
    })
    .from(customLabelAnswers)
    .innerJoin(customLabels, eq(customLabels.id, customLabelAnswers.customLabelId))
    .where(eq(customLabelAnswers.userId, userId))
    .orderBy(asc(customLabels.orderLabel), asc(customLabels.id));

import { asc, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/database';
import { customLabels, userGroups } from '../../db/tables';

export const listUserGroups = (db: Queryable) =>
  db
    .select({ id: userGroups.id, name: userGroups.name, isDefault: userGroups.isDefault })
    .from(userGroups)
    .orderBy(asc(userGroups.sortOrder), asc(userGroups.id));

export const findUserGroup = async (db: Queryable, id: number) => {
  const [row] = await db.select({ id: userGroups.id }).from(userGroups).where(eq(userGroups.id, id));
  return row ?? null;
};

export const findDefaultUserGroup = async (db: Queryable) => {
  const [row] = await db
    .select({ id: userGroups.id })
    .from(userGroups)
    .where(eq(userGroups.isDefault, true))
    .orderBy(asc(userGroups.sortOrder), asc(userGroups.id))
    .limit(1);
  return row ?? null;
};

export const listActiveCustomLabels = (db: Queryable) =>
  db
    .select({
      id: customLabels.id,
      typeLabel: customLabels.typeLabel,
      label: customLabels.label,
      labelEn: customLabels.labelEn,
      orderLabel: customLabels.orderLabel,
      required: customLabels.required,
      itemList: customLabels.itemList,
    })
    .from(customLabels)
    .where(eq(customLabels.isActive, true))
    .orderBy(asc(customLabels.orderLabel), asc(customLabels.id));

export type ActiveCustomLabel = Awaited<ReturnType<typeof listActiveCustomLabels>>[number];

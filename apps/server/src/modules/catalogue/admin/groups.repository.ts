import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/database';
import { categories, courses, userGroups, users } from '../../../db/tables';

// Outer columns named in full: Drizzle leaves a one-table query's columns unqualified, and inside
// the subquery an unqualified `id` would be the subquery's own.
const courseCount = sql<number>`(select count(*)::int from ${courses} where ${courses.categoryId} = "categories"."id")`;

export const listCategoryRows = (db: Queryable) =>
  db
    .select({ category: categories, courseCount })
    .from(categories)
    .orderBy(asc(categories.sortOrder), asc(categories.id));

export const findCategory = async (db: Queryable, id: number) => {
  const [row] = await db
    .select({ category: categories, courseCount })
    .from(categories)
    .where(eq(categories.id, id))
    .for('update', { of: categories });
  return row ?? null;
};

export const isCategorySlugTaken = async (db: Queryable, slug: string, exceptId: number | null) =>
  (
    await db
      .select({ id: categories.id })
      .from(categories)
      .where(and(eq(categories.slug, slug), exceptId === null ? undefined : ne(categories.id, exceptId)))
  ).length > 0;

type CategoryValues = { name: string; slug: string; linkPath: string; sortOrder: number };

export const insertCategory = async (db: Queryable, values: CategoryValues) => {
  const [row] = await db.insert(categories).values(values).returning();
  if (!row) throw new Error('category not inserted');
  return row;
};

export const updateCategory = async (db: Queryable, id: number, values: CategoryValues) => {
  const [row] = await db.update(categories).set(values).where(eq(categories.id, id)).returning();
  if (!row) throw new Error('category not updated');
  return row;
};

export const deleteCategory = async (db: Queryable, id: number) => {
  await db.delete(categories).where(eq(categories.id, id));
};

const memberCount = sql<number>`(select count(*)::int from ${users} where ${users.userGroupId} = "user_groups"."id")`;
const limitedCourses = sql<number>`(select count(*)::int from ${courses} where "user_groups"."id" = any(${courses.courseForUserGroup}))`;

export const listUserGroupRows = (db: Queryable) =>
  db
    .select({ group: userGroups, memberCount, courseCount: limitedCourses })
    .from(userGroups)
    .orderBy(asc(userGroups.sortOrder), asc(userGroups.id));

export const findUserGroup = async (db: Queryable, id: number) => {
  const [row] = await db
    .select({ group: userGroups, memberCount, courseCount: limitedCourses })
    .from(userGroups)
    .where(eq(userGroups.id, id))
    .for('update', { of: userGroups });
  return row ?? null;
};

type UserGroupValues = { name: string; isDefault: boolean; sortOrder: number };

/** Only one group is the default one (new students join it): setting one clears the others. */
const clearOtherDefaults = async (db: Queryable, values: UserGroupValues, id: number | null) => {
  if (!values.isDefault) return;
  await db
    .update(userGroups)
    .set({ isDefault: false })
    .where(
      id === null
        ? eq(userGroups.isDefault, true)
        : and(eq(userGroups.isDefault, true), ne(userGroups.id, id)),
    );
};

export const insertUserGroup = async (db: Queryable, values: UserGroupValues) => {
  await clearOtherDefaults(db, values, null);
  const [row] = await db.insert(userGroups).values(values).returning();
  if (!row) throw new Error('user group not inserted');
  return row;
};

export const updateUserGroup = async (db: Queryable, id: number, values: UserGroupValues) => {
  await clearOtherDefaults(db, values, id);
  const [row] = await db.update(userGroups).set(values).where(eq(userGroups.id, id)).returning();
  if (!row) throw new Error('user group not updated');
  return row;
};

export const deleteUserGroup = async (db: Queryable, id: number) => {
  await db.delete(userGroups).where(eq(userGroups.id, id));
};

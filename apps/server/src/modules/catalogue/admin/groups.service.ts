import type {
  AdminCategory,
  AdminCategoryBody,
  AdminUserGroup,
  AdminUserGroupBody,
} from '@shop/contract/admin/catalog-groups';
import { ErrorCode } from '@shop/domain/errors/error-codes';
import type { Database, Queryable } from '../../../db/database';
import { AppError } from '../../../lib/app-error';
import { recordAudit } from '../../audit/index';
import { refuseSlugRace } from './slug-race';
import {
  deleteCategory,
  deleteUserGroup,
  findCategory,
  findUserGroup,
  insertCategory,
  insertUserGroup,
  isCategorySlugTaken,
  listCategoryRows,
  listUserGroupRows,
  updateCategory,
  updateUserGroup,
} from './groups.repository';

type CategoryRow = Awaited<ReturnType<typeof listCategoryRows>>[number];
type UserGroupRow = Awaited<ReturnType<typeof listUserGroupRows>>[number];

const toCategory = ({ category, courseCount }: CategoryRow): AdminCategory => ({
  id: category.id,
  name: category.name,
  slug: category.slug,
  link_path: category.linkPath,
  sort_order: category.sortOrder,
  course_count: courseCount,
});

const toUserGroup = ({ group, memberCount, courseCount }: UserGroupRow): AdminUserGroup => ({
  id: group.id,
  name: group.name,
  is_default: group.isDefault,
  sort_order: group.sortOrder,
  member_count: memberCount,
  course_count: courseCount,
});

const notFound = (what: string) => new AppError(ErrorCode.NOT_FOUND, { message: `No such ${what}` });

export const listCategoriesForAdmin = async (db: Queryable) => {
  const rows = await listCategoryRows(db);
  return { data: rows.map(toCategory), total: rows.length };
};

/** The category's values; its page lives at `/courses/<slug>`, like the seeded ones. */
const categoryValues = (body: Required<AdminCategoryBody>) => ({
  name: body.name,
  slug: body.slug,
  linkPath: `/courses/${body.slug}`,
  sortOrder: body.sort_order,
});

const refuseTakenSlug = async (db: Queryable, slug: string, exceptId: number | null) => {
  if (await isCategorySlugTaken(db, slug, exceptId)) {
    throw new AppError(ErrorCode.SLUG_TAKEN, { message: `Another category already has the slug ${slug}` });
  }
};

export const createCategory = (db: Database, adminId: number, body: Required<AdminCategoryBody>) =>
  refuseSlugRace(
    db.transaction(async (tx) => {
      await refuseTakenSlug(tx, body.slug, null);
      const category = toCategory({
        category: await insertCategory(tx, categoryValues(body)),
        courseCount: 0,
      });
      await recordAudit(tx, {
        actorUserId: adminId,
        action: 'category.create',
        entityType: 'category',
        entityId: category.id,
        after: category,
      });
      return category;
    }),
  );

export const changeCategory = (
  db: Database,
  adminId: number,
  id: number,
  body: Required<AdminCategoryBody>,
) =>
  refuseSlugRace(
    db.transaction(async (tx) => {
      const current = await findCategory(tx, id);
      if (!current) throw notFound('category');
      await refuseTakenSlug(tx, body.slug, id);
      const row = await updateCategory(tx, id, categoryValues(body));
      const category = toCategory({ category: row, courseCount: current.courseCount });
      await recordAudit(tx, {
        actorUserId: adminId,
        action: 'category.update',
        entityType: 'category',
        entityId: id,
        before: toCategory(current),
        after: category,
      });
      return category;
    }),
  );

/** Refused while a course belongs to the category, so no course loses its group unnoticed. */
export const removeCategory = (db: Database, adminId: number, id: number) =>
  db.transaction(async (tx) => {
    const current = await findCategory(tx, id);
    if (!current) throw notFound('category');
    if (current.courseCount > 0) {
      throw new AppError(ErrorCode.CATEGORY_IN_USE, {
        message: `${String(current.courseCount)} courses use it`,
      });
    }
    await deleteCategory(tx, id);
    await recordAudit(tx, {
      actorUserId: adminId,
      action: 'category.delete',
      entityType: 'category',
      entityId: id,
      before: toCategory(current),
    });
  });

export const listUserGroupsForAdmin = async (db: Queryable) => {
  const rows = await listUserGroupRows(db);
  return { data: rows.map(toUserGroup), total: rows.length };
};

const groupValues = (body: Required<AdminUserGroupBody>) => ({
  name: body.name,
  isDefault: body.is_default,
  sortOrder: body.sort_order,
});

export const createUserGroup = (db: Database, adminId: number, body: Required<AdminUserGroupBody>) =>
  db.transaction(async (tx) => {
    const row = await insertUserGroup(tx, groupValues(body));
    const group = toUserGroup({ group: row, memberCount: 0, courseCount: 0 });
    await recordAudit(tx, {
      actorUserId: adminId,
      action: 'user_group.create',
      entityType: 'user_group',
      entityId: row.id,
      after: group,
    });
    return group;
  });

export const changeUserGroup = (
  db: Database,
  adminId: number,
  id: number,
  body: Required<AdminUserGroupBody>,
) =>
  db.transaction(async (tx) => {
    const current = await findUserGroup(tx, id);
    if (!current) throw notFound('user group');
    const row = await updateUserGroup(tx, id, groupValues(body));
    const group = toUserGroup({ ...current, group: row });
    await recordAudit(tx, {
      actorUserId: adminId,
      action: 'user_group.update',
      entityType: 'user_group',
      entityId: id,
      before: toUserGroup(current),
      after: group,
    });
    return group;
  });

/** Refused while a student belongs to the group or a course is limited to it. */
export const removeUserGroup = (db: Database, adminId: number, id: number) =>
  db.transaction(async (tx) => {
    const current = await findUserGroup(tx, id);
    if (!current) throw notFound('user group');
    if (current.memberCount > 0 || current.courseCount > 0) {
      throw new AppError(ErrorCode.USER_GROUP_IN_USE, {
        message: `${String(current.memberCount)} students and ${String(current.courseCount)} courses use it`,
      });
    }
    await deleteUserGroup(tx, id);
    await recordAudit(tx, {
      actorUserId: adminId,
      action: 'user_group.delete',
      entityType: 'user_group',
      entityId: id,
      before: toUserGroup(current),
    });
  });

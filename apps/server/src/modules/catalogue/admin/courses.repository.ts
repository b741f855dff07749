import {
  and,
  asc,
  count,
  desc,
  eq,
  ilike,
  inArray,
  ne,
  or,
  sql,
  type AnyColumn,
  type SQL,
} from 'drizzle-orm';
import type { ADMIN_COURSE_SORT_FIELDS, AdminCourseListQuery } from '@shop/contract/admin/catalog-courses';
import { parseAdminSort } from '@shop/contract/admin/admin-list';
import type { Queryable } from '../../../db/database';
import { categories, courseRelatedCourses, courses, orderLines, userGroups, users } from '../../../db/tables';

export type CourseRow = typeof courses.$inferSelect;
export type CourseValues = Omit<
  typeof courses.$inferInsert,
  'id' | 'linkPath' | 'createdAt' | 'seatsTaken' | 'viewCount' | 'status'
>;

const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (char) => `\\${char}`);

const keywordMatch = (keyword: string): SQL | undefined => {
  const pattern = `%${escapeLike(keyword)}%`;
  return or(
    ilike(courses.title, pattern),
    ilike(courses.slug, pattern),
    /^\d{1,9}$/.test(keyword) ? eq(courses.id, Number(keyword)) : undefined,
  );
};

const listFilter = (query: AdminCourseListQuery): SQL | undefined =>
  and(
    query.keyword ? keywordMatch(query.keyword) : undefined,
    query.kind === undefined
      ? undefined
      : query.kind === 'product'
        ? eq(courses.courseType, 'product')
        : ne(courses.courseType, 'product'),
    query.courseType === undefined ? undefined : eq(courses.courseType, query.courseType),
    query.status === undefined ? undefined : eq(courses.status, query.status),
    query.categoryId === undefined ? undefined : eq(courses.categoryId, query.categoryId),
  );

type SortField = (typeof ADMIN_COURSE_SORT_FIELDS)[number];

const orderOf = (query: AdminCourseListQuery): SQL[] => {
  // The contract's enum checked the value; its inferred type is only `string`.
  const sort = query.sort as SortField | `-${SortField}` | undefined;
  const { field, descending } = parseAdminSort(sort, { field: 'id', descending: true });
  const direction = (column: SQL | AnyColumn) => (descending ? desc(column) : asc(column));
  switch (field) {
    case 'id':
      return [direction(courses.id)];
    case 'title':
      return [direction(sql`lower(${courses.title})`), asc(courses.id)];
    case 'sortOrder':
      return [direction(courses.sortOrder), asc(courses.id)];
    case 'updated':
      return [direction(courses.updatedAt), desc(courses.id)];
  }
};

/**
 * Whether any order (in any state) ever held the course. The outer column is named in full: in a
 * one-table query Drizzle leaves `courses.id` unqualified, which inside the subquery would mean `order_lines.id`.
 */
export const isOrderedSql = sql<boolean>`exists (select 1 from ${orderLines} where ${orderLines.courseId} = "courses"."id")`;

/** One page of courses and how many match the filters in all. */
export const listCourseRows = async (db: Queryable, query: AdminCourseListQuery) => {
  const where = listFilter(query);
  const rows = await db
    .select({
      course: courses,
      categoryName: categories.name,
      instructorName: sql<string | null>`nullif(trim(${users.firstname} || ' ' || ${users.lastname}), '')`,
      isOrdered: isOrderedSql,
    })
    .from(courses)
    .leftJoin(categories, eq(categories.id, courses.categoryId))
    .leftJoin(users, eq(users.id, courses.instructorId))
    .where(where)
    .orderBy(...orderOf(query))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const [total] = await db.select({ value: count() }).from(courses).where(where);
  return { rows, total: total?.value ?? 0 };
};

/** The course and whether it was ever ordered; `lock` holds it until the transaction ends. */
export const findCourse = async (db: Queryable, id: number, lock = false) => {
  const query = db
    .select({ course: courses, isOrdered: isOrderedSql })
    .from(courses)
    .where(eq(courses.id, id));
  const [row] = lock ? await query.for('update', { of: courses }) : await query;
  return row ?? null;
};

export const isCourseSlugTaken = async (db: Queryable, slug: string, exceptId: number | null) => {
  const [row] = await db
    .select({ id: courses.id })
    .from(courses)
    .where(and(eq(courses.slug, slug), exceptId === null ? undefined : ne(courses.id, exceptId)));
  return row !== undefined;
};

export const insertCourseRow = async (db: Queryable, values: CourseValues & { status?: string }) => {
  const [row] = await db.insert(courses).values(values).returning();
  if (!row) throw new Error('course not inserted');
  return row;
};

export const updateCourseRow = async (
  db: Queryable,
  id: number,
  values: Partial<CourseValues> & { status?: string },
) => {
  const [row] = await db
    .update(courses)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(courses.id, id))
    .returning();
  if (!row) throw new Error('course not updated');
  return row;
};

export const deleteCourseRow = async (db: Queryable, id: number) => {
  await db.delete(courses).where(eq(courses.id, id));
};

export const listRelatedIds = async (db: Queryable, courseId: number) =>
  (
    await db
      .select({ id: courseRelatedCourses.relatedCourseId })
      .from(courseRelatedCourses)
      .where(eq(courseRelatedCourses.courseId, courseId))
      .orderBy(asc(courseRelatedCourses.sortOrder), asc(courseRelatedCourses.relatedCourseId))
  ).map((row) => row.id);

export const replaceRelated = async (db: Queryable, courseId: number, relatedIds: readonly number[]) => {
  await db.delete(courseRelatedCourses).where(eq(courseRelatedCourses.courseId, courseId));
  if (relatedIds.length === 0) return;
  await db
    .insert(courseRelatedCourses)
    .values(relatedIds.map((relatedCourseId, sortOrder) => ({ courseId, relatedCourseId, sortOrder })));
};

/** Of `ids`, those that are existing courses. */
export const existingCourseIds = async (db: Queryable, ids: readonly number[]) =>
  ids.length === 0
    ? []
    : (
        await db
          .select({ id: courses.id })
          .from(courses)
          .where(inArray(courses.id, [...ids]))
      ).map((row) => row.id);

export const existingGroupIds = async (db: Queryable, ids: readonly number[]) =>
  ids.length === 0
    ? []
    : (
        await db
          .select({ id: userGroups.id })
          .from(userGroups)
          .where(inArray(userGroups.id, [...ids]))
      ).map((row) => row.id);

export const categoryExists = async (db: Queryable, id: number) =>
  (await db.select({ id: categories.id }).from(categories).where(eq(categories.id, id))).length > 0;

/** Users who may teach a course: the instructor or the admin role. */
const canTeach = sql`(${users.roles} && array['instructor','admin']::text[])`;

export const isTeacher = async (db: Queryable, userId: number) =>
  (
    await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, userId), canTeach))
  ).length > 0;

/** The choices of the editor. */
export const listCourseOptions = async (db: Queryable) => {
  const [categoryRows, teacherRows, groupRows, courseRows] = await Promise.all([
    db
      .select({ id: categories.id, name: categories.name })
      .from(categories)
      .orderBy(asc(categories.sortOrder), asc(categories.id)),
    db
      .select({
        id: users.id,
        name: sql<string>`coalesce(nullif(trim(${users.firstname} || ' ' || ${users.lastname}), ''), ${users.username})`,
      })
      .from(users)
      .where(canTeach)
      .orderBy(asc(users.firstname), asc(users.id)),
    db
      .select({ id: userGroups.id, name: userGroups.name })
      .from(userGroups)
      .orderBy(asc(userGroups.sortOrder), asc(userGroups.id)),
    db
      .select({ id: courses.id, name: courses.title, courseType: courses.courseType, status: courses.status })
      .from(courses)
      .orderBy(asc(courses.title), asc(courses.id)),
  ]);
  return { categoryRows, teacherRows, groupRows, courseRows };
};

import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  lt,
  ne,
  or,
  sql,
  type AnyColumn,
  type SQL,
} from 'drizzle-orm';
import type { STUDENT_SORT_FIELDS, StudentListQuery } from '@shop/contract/admin/students';
import { parseAdminSort } from '@shop/contract/admin/admin-list';
import { shopDaysSpan } from '@shop/domain/reports/shop-calendar';
import type { Queryable } from '../../../db/database';
import { userSearchText } from '../../../db/search-text';
import { courses, enrolments, keptCounts, orderLines, orders, userGroups, users } from '../../../db/tables';

const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** A user with the student role (an account that also administers or teaches included). */
export const isStudent = sql`'student' = any(${users.roles})`;

/** The digits of a phone keyword: +66 81 234 5678 also finds 081-234-5678. */
const phoneDigits = (keyword: string): string[] => {
  if (!/^[\d\s\-+().]+$/.test(keyword)) return [];
  const digits = keyword.replace(/\D/g, '');
  if (digits.length < 3) return [];
  return digits.startsWith('66') && digits.length >= 11 ? [digits, `0${digits.slice(2)}`] : [digits];
};

const keywordMatch = (keyword: string): SQL | undefined => {
  const pattern = `%${escapeLike(keyword)}%`;
  const telDigits = sql`regexp_replace(${users.tel}, '[^0-9]', '', 'g')`;
  // Names, e-mail and username in the one text the trigram index holds (db/search-text.ts), the
  // phone and its digits in theirs: each condition is an index, so a search reads its matches only.
  return or(
    ilike(userSearchText(users), pattern),
    ilike(users.tel, pattern),
    ...phoneDigits(keyword).map((digits) => sql`${telDigits} like ${`%${digits}%`}`),
  );
};

const studentFilter = (query: StudentListQuery): SQL | undefined => {
  const span = shopDaysSpan(query.from, query.to);
  return and(
    isStudent,
    query.keyword ? keywordMatch(query.keyword) : undefined,
    query.status === undefined ? undefined : eq(users.isActive, query.status === 'active'),
    query.membership === undefined ? undefined : eq(users.isMember, query.membership === 'member'),
    query.groupId === undefined ? undefined : eq(users.userGroupId, query.groupId),
    span.start ? gte(users.createdAt, span.start) : undefined,
    span.end ? lt(users.createdAt, span.end) : undefined,
  );
};

type StudentSortField = (typeof STUDENT_SORT_FIELDS)[number];

const orderOf = (query: StudentListQuery): SQL[] => {
  // The contract's enum checked the value; its inferred type is only `string`.
  const sort = query.sort as StudentSortField | `-${StudentSortField}` | undefined;
  const { field, descending } = parseAdminSort(sort, { field: 'id', descending: true });
  const direction = (column: SQL | AnyColumn) => (descending ? desc(column) : asc(column));
  switch (field) {
    case 'id':
      return [direction(users.id)];
    case 'created':
      return [direction(users.createdAt), direction(users.id)];
    case 'name':
      return [
        direction(sql`lower(${users.firstname})`),
        direction(sql`lower(${users.lastname})`),
        asc(users.id),
      ];
    case 'lastSignIn':
      // Never signed in sorts last either way.
      return [sql`${users.lastLoginAt} ${descending ? sql`desc` : sql`asc`} nulls last`, desc(users.id)];
  }
};

const hasOnlyRoleFilter = (query: StudentListQuery) =>
  !query.keyword &&
  query.status === undefined &&
  query.membership === undefined &&
  query.groupId === undefined &&
  query.from === undefined &&
  query.to === undefined;

/**
 * How many students match. Unfiltered, the count the database keeps as accounts change
 * (migration 0010, exact): counting 100,000 students on every page cost more than the page.
 * Filters narrow through their indexes and are counted.
 */
const countStudents = async (db: Queryable, query: StudentListQuery, where: SQL | undefined) => {
  if (hasOnlyRoleFilter(query)) {
    const [kept] = await db
      .select({ value: keptCounts.value })
      .from(keptCounts)
      .where(eq(keptCounts.name, 'students'));
    if (kept) return kept.value;
  }
  const [total] = await db.select({ value: count() }).from(users).where(where);
  return total?.value ?? 0;
};

/**
 * One page of students and how many match the filters in all. The page's ids come first, from
 * the users alone (the students' index for the default order, however deep the page), and only
 * those rows are read whole with their group: reading whole rows for every one the offset skips
 * is what made deep pages slow.
 */
export const listStudentRows = async (db: Queryable, query: StudentListQuery) => {
  const where = studentFilter(query);
  const order = orderOf(query);
  const pageIds = db
    .select({ id: users.id })
    .from(users)
    .where(where)
    .orderBy(...order)
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const rows = await db
    .select({ user: users, groupName: userGroups.name })
    .from(users)
    .leftJoin(userGroups, eq(userGroups.id, users.userGroupId))
    .where(inArray(users.id, pageIds))
    .orderBy(...order);
  return { rows, total: await countStudents(db, query, where) };
};

/** A student with their group's name; null when the id is not a student's. */
export const findStudent = async (db: Queryable, userId: number) => {
  const [row] = await db
    .select({ user: users, groupName: userGroups.name })
    .from(users)
    .leftJoin(userGroups, eq(userGroups.id, users.userGroupId))
    .where(and(eq(users.id, userId), isStudent));
  return row ?? null;
};

/** Every order of a user, newest first, with the titles of its lines. */
export const listOrdersOf = async (db: Queryable, userId: number) => {
  const rows = await db.select().from(orders).where(eq(orders.userId, userId)).orderBy(desc(orders.id));
  const lines =
    rows.length === 0
      ? []
      : await db
          .select({ orderId: orderLines.orderId, title: orderLines.courseTitle })
          .from(orderLines)
          .where(
            inArray(
              orderLines.orderId,
              rows.map((row) => row.id),
            ),
          )
          .orderBy(asc(orderLines.id));
  return rows.map((order) => ({
    order,
    titles: lines.filter((line) => line.orderId === order.id).map((line) => line.title),
  }));
};

/** A user's enrolments, oldest first, with their course's title. */
export const listEnrolmentsOf = (db: Queryable, userId: number) =>
  db
    .select({ enrolment: enrolments, courseTitle: courses.title })
    .from(enrolments)
    .innerJoin(courses, eq(courses.id, enrolments.courseId))
    .where(eq(enrolments.userId, userId))
    .orderBy(asc(enrolments.id));

/** The groups students belong to, in their order. */
export const listUserGroups = (db: Queryable) =>
  db
    .select({ id: userGroups.id, name: userGroups.name })
    .from(userGroups)
    .orderBy(asc(userGroups.sortOrder), asc(userGroups.id));

/** Every course a student can be enrolled in (products give no enrolment), by title. */
export const listGrantableCourses = (db: Queryable) =>
  db
    .select({ id: courses.id, title: courses.title, courseType: courses.courseType, status: courses.status })
    .from(courses)
    .where(ne(courses.courseType, 'product'))
    .orderBy(asc(courses.title), asc(courses.id));

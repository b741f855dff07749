import { and, desc, eq, gt, inArray, isNull, ne, notExists, or, sql } from 'drizzle-orm';
import { mayRenew } from '@shop/domain/access/renewal';
import type { Queryable } from '../../db/database';
import {
  categories,
  courses,
  enrolments,
  orderLines,
  orderRefundLines,
  orders,
  users,
} from '../../db/tables';

/**
 * A course that visitors may see: published and not past its end of publication. `anyStatus`
 * (an administrator's preview) finds drafts, hidden and expired courses too.
 */
export const findPublishedCourse = async (db: Queryable, id: number, now: Date, anyStatus = false) => {
  const [row] = await db
    .select({ course: courses, instructor: users, category: categories })
    .from(courses)
    .leftJoin(users, eq(users.id, courses.instructorId))
    .leftJoin(categories, eq(categories.id, courses.categoryId))
    .where(
      anyStatus
        ? eq(courses.id, id)
        : and(
            eq(courses.id, id),
            eq(courses.status, 'published'),
            or(isNull(courses.endPublish), gt(courses.endPublish, now)),
          ),
    );
  return row ?? null;
};

export const countPageView = async (db: Queryable, id: number) => {
  await db
    .update(courses)
    .set({ viewCount: sql`${courses.viewCount} + 1` })
    .where(eq(courses.id, id));
};

/**
 * The viewer's latest order holding this course, cancelled ones and refunded lines aside: a
 * refund takes the course back, so the page must offer it again rather than say it is held.
 */
export const findLatestOrderForCourse = async (db: Queryable, userId: number, courseId: number) => {
  const [row] = await db
    .select({ id: orders.id, status: orders.status })
    .from(orders)
    .innerJoin(orderLines, eq(orderLines.orderId, orders.id))
    .where(
      and(
        eq(orders.userId, userId),
        eq(orderLines.courseId, courseId),
        ne(orders.status, 'cancelled'),
        notExists(
          db
            .select({ id: orderRefundLines.id })
            .from(orderRefundLines)
            .where(eq(orderRefundLines.orderLineId, orderLines.id)),
        ),
      ),
    )
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(1);
  return row ?? null;
};

/** Courses the user holds an enrolment for that is still open at `now`. */
export const findOpenEnrolledCourseIds = async (
  db: Queryable,
  userId: number,
  now: Date,
  courseIds?: number[],
) => {
  const rows = await db
    .selectDistinct({ courseId: enrolments.courseId })
    .from(enrolments)
    .where(
      and(
        eq(enrolments.userId, userId),
        eq(enrolments.status, 'active'),
        or(isNull(enrolments.expiresAt), gt(enrolments.expiresAt, now)),
        or(isNull(enrolments.learningBudgetMs), gt(enrolments.learningBudgetMs, enrolments.learningSpentMs)),
        courseIds ? inArray(enrolments.courseId, courseIds) : undefined,
      ),
    );
  return rows.map((row) => row.courseId);
};

/** Of `courseIds`, those whose renewal plans are for the user now (`mayRenew` over their held enrolments). */
export const findRenewableCourseIds = async (
  db: Queryable,
  userId: number,
  courseIds: number[],
  now: Date,
) => {
  if (courseIds.length === 0) return [];
  const rows = await db
    .select({
      courseId: enrolments.courseId,
      expiresAt: enrolments.expiresAt,
      isUsedUp: sql<boolean>`coalesce(${enrolments.learningSpentMs} >= ${enrolments.learningBudgetMs}, false)`,
    })
    .from(enrolments)
    .where(
      and(
        eq(enrolments.userId, userId),
        eq(enrolments.status, 'active'),
        inArray(enrolments.courseId, courseIds),
      ),
    );
  return courseIds.filter((courseId) =>
    mayRenew(
      rows.filter((row) => row.courseId === courseId),
      now,
    ),
  );
};

import { and, asc, eq, gt, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/database';
import { couponCourses, coupons, courses, promotionCourses, promotions } from '../../db/tables';

const runningAt = (table: typeof promotions | typeof coupons, now: Date): SQL | undefined =>
  and(
    eq(table.isActive, true),
    or(isNull(table.startsAt), lte(table.startsAt, now)),
    or(isNull(table.endsAt), gt(table.endsAt, now)),
  );

/** Promotions running at `now`, with the courses each one covers. */
export const listRunningPromotions = async (db: Queryable, now: Date) => {
  const rows = await db
    .select()
    .from(promotions)
    .where(runningAt(promotions, now))
    .orderBy(asc(promotions.id));
  if (rows.length === 0) return [];
  const links = await db
    .select({
      promotionId: promotionCourses.promotionId,
      id: courses.id,
      title: courses.title,
      linkPath: courses.linkPath,
    })
    .from(promotionCourses)
    .innerJoin(courses, eq(courses.id, promotionCourses.courseId))
    .where(
      inArray(
        promotionCourses.promotionId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(courses.id));
  return rows.map((row) => ({
    row,
    courses: links
      .filter((link) => link.promotionId === row.id)
      .map((link) => ({ id: link.id, title: link.title, link_path: link.linkPath ?? '' })),
  }));
};

const withCourses = async (db: Queryable, rows: (typeof coupons.$inferSelect)[]) => {
  if (rows.length === 0) return [];
  const links = await db
    .select()
    .from(couponCourses)
    .where(
      inArray(
        couponCourses.couponId,
        rows.map((row) => row.id),
      ),
    );
  return rows.map((row) => ({
    row,
    courseIds: links.filter((link) => link.couponId === row.id).map((link) => link.courseId),
  }));
};

export const findCouponByCode = async (db: Queryable, code: string) => {
  const rows = await db
    .select()
    .from(coupons)
    .where(sql`upper(${coupons.code}) = upper(${code})`)
    .limit(1);
  return (await withCourses(db, rows))[0] ?? null;
};

export const findCouponsByIds = async (db: Queryable, ids: readonly number[]) => {
  if (ids.length === 0) return [];
  const rows = await db
    .select()
    .from(coupons)
    .where(inArray(coupons.id, [...ids]))
    .orderBy(asc(coupons.id));
  return withCourses(db, rows);
};

/** Whether a coupon can be used at `now`: active, within its dates, and with a use left. */
export const isCouponUsable = (row: typeof coupons.$inferSelect, now: Date): boolean =>
  row.isActive &&
  (row.startsAt === null || row.startsAt <= now) &&
  (row.endsAt === null || row.endsAt > now) &&
  (row.usageLimit === null || row.usedCount < row.usageLimit);

import { and, asc, desc, eq, gt, ilike, inArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { parseAdminSort } from '@shop/contract/admin/admin-list';
import type { COUPON_SORT_FIELDS, CouponListQuery } from '@shop/contract/admin/discounts-coupons';
import type { Queryable } from '../../../db/database';
import { couponCourses, coupons, orderCoupons, orders, users } from '../../../db/tables';
import { countAll, discountStateFilter, escapeLike } from './promotions-discount-values';

export type CouponRow = typeof coupons.$inferSelect;
export type CouponValues = Omit<typeof coupons.$inferInsert, 'id' | 'createdAt' | 'usedCount'>;
export type CouponFilter = Omit<CouponListQuery, 'page' | 'pageSize'>;

const filterOf = (query: CouponFilter, now: Date): SQL | undefined =>
  and(
    query.keyword ? ilike(coupons.code, `%${escapeLike(query.keyword.replace(/\s+/g, ''))}%`) : undefined,
    query.state ? discountStateFilter(coupons, query.state, now) : undefined,
    query.type ? eq(coupons.couponType, query.type) : undefined,
    query.batchId ? eq(coupons.batchId, query.batchId) : undefined,
    query.courseId === undefined
      ? undefined
      : sql`EXISTS (SELECT 1 FROM coupon_courses cc WHERE cc.coupon_id = coupons.id AND cc.course_id = ${query.courseId})`,
    // A coupon without methods may be used with every one.
    query.paymentMethodId === undefined
      ? undefined
      : sql`(cardinality(${coupons.paymentMethodIds}) = 0 OR ${query.paymentMethodId} = ANY(${coupons.paymentMethodIds}))`,
  );

type SortField = (typeof COUPON_SORT_FIELDS)[number];

const sortOf = (query: CouponFilter) => {
  // The contract's enum checked the value; its inferred type is only `string`.
  const sort = query.sort as SortField | `-${SortField}` | undefined;
  return parseAdminSort(sort, { field: 'id', descending: true });
};

const orderOf = (query: CouponFilter): SQL[] => {
  const { field, descending } = sortOf(query);
  const direction = (column: SQL | AnyColumn) => (descending ? desc(column) : asc(column));
  const column = { id: coupons.id, code: coupons.code, usedCount: coupons.usedCount, endsAt: coupons.endsAt }[
    field
  ];
  return [direction(column), direction(coupons.id)];
};

export const listCouponsPage = async (db: Queryable, query: CouponListQuery, now: Date) => {
  const where = filterOf(query, now);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(coupons)
      .where(where)
      .orderBy(...orderOf(query))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: countAll }).from(coupons).where(where),
  ]);
  return { rows, total: total?.total ?? 0 };
};

/**
 * One batch of the export in id order after `afterId` (keyset paging: no offsets, so memory and
 * time stay flat however many coupons match). The export keeps to id order whatever the list's sort.
 */
export const listCouponsAfter = (
  db: Queryable,
  query: CouponFilter,
  now: Date,
  afterId: number,
  limit: number,
) =>
  db
    .select()
    .from(coupons)
    .where(and(filterOf(query, now), gt(coupons.id, afterId)))
    .orderBy(asc(coupons.id))
    .limit(limit);

export const findCoupon = async (db: Queryable, id: number, lock = false) => {
  const query = db.select().from(coupons).where(eq(coupons.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
};

/** Another coupon has this code, ignoring case. */
export const isCodeTaken = async (db: Queryable, code: string, exceptId: number | null) => {
  const [row] = await db
    .select({ id: coupons.id })
    .from(coupons)
    .where(
      and(
        sql`upper(${coupons.code}) = upper(${code})`,
        exceptId === null ? undefined : sql`${coupons.id} <> ${exceptId}`,
      ),
    )
    .limit(1);
  return row !== undefined;
};

/** Which of these codes coupons already have (codes are stored in capitals). */
export const takenCodes = async (db: Queryable, codes: readonly string[]) =>
  codes.length === 0
    ? new Set<string>()
    : new Set(
        (
          await db
            .select({ code: sql<string>`upper(${coupons.code})` })
            .from(coupons)
            .where(inArray(sql`upper(${coupons.code})`, [...codes]))
        ).map((row) => row.code),
      );

export const courseIdsOfCoupons = async (db: Queryable, ids: readonly number[]) => {
  const links =
    ids.length === 0
      ? []
      : await db
          .select()
          .from(couponCourses)
          .where(inArray(couponCourses.couponId, [...ids]))
          .orderBy(asc(couponCourses.courseId));
  return (id: number) => links.filter((link) => link.couponId === id).map((link) => link.courseId);
};

export const insertCoupons = (db: Queryable, values: CouponValues[]) =>
  db.insert(coupons).values(values).returning();

export const updateCoupon = async (db: Queryable, id: number, values: CouponValues) => {
  const [row] = await db.update(coupons).set(values).where(eq(coupons.id, id)).returning();
  if (!row) throw new Error('coupon not updated');
  return row;
};

export const setCouponCourses = async (
  db: Queryable,
  couponIds: readonly number[],
  courseIds: readonly number[],
) => {
  if (couponIds.length === 0) return;
  await db.delete(couponCourses).where(inArray(couponCourses.couponId, [...couponIds]));
  const links = couponIds.flatMap((couponId) => courseIds.map((courseId) => ({ couponId, courseId })));
  // Bulk batches can be thousands of links: insert in slices to stay under the bind-parameter limit.
  for (let start = 0; start < links.length; start += 5000)
    await db.insert(couponCourses).values(links.slice(start, start + 5000));
};

export const countOrdersOfCoupon = async (db: Queryable, id: number) => {
  const [row] = await db.select({ total: countAll }).from(orderCoupons).where(eq(orderCoupons.couponId, id));
  return row?.total ?? 0;
};

export const deleteCoupon = async (db: Queryable, id: number) => {
  await db.delete(coupons).where(eq(coupons.id, id));
};

/** The orders that used a coupon, newest first (or oldest with `created`). */
export const listCouponUsage = async (
  db: Queryable,
  couponId: number,
  page: { page: number; pageSize: number; oldestFirst: boolean },
) => {
  const where = eq(orderCoupons.couponId, couponId);
  const direction = page.oldestFirst ? asc : desc;
  const [rows, [total]] = await Promise.all([
    db
      .select({ order: orders, user: users, amount: orderCoupons.amount })
      .from(orderCoupons)
      .innerJoin(orders, eq(orders.id, orderCoupons.orderId))
      .innerJoin(users, eq(users.id, orders.userId))
      .where(where)
      .orderBy(direction(orders.createdAt), direction(orders.id))
      .limit(page.pageSize)
      .offset((page.page - 1) * page.pageSize),
    db.select({ total: countAll }).from(orderCoupons).where(where),
  ]);
  return { rows, total: total?.total ?? 0 };
};

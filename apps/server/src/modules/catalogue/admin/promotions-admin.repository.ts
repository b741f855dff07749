import { and, asc, desc, eq, ilike, inArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { parseAdminSort } from '@shop/contract/admin/admin-list';
import type { PROMOTION_SORT_FIELDS, PromotionListQuery } from '@shop/contract/admin/discounts-promotions';
import type { Queryable } from '../../../db/database';
import { promotionCourses, promotions } from '../../../db/tables';
import { countAll, discountStateFilter, escapeLike } from './promotions-discount-values';

export type PromotionRow = typeof promotions.$inferSelect;
export type PromotionValues = Omit<typeof promotions.$inferInsert, 'id' | 'createdAt'>;

// Qualified by hand: drizzle leaves columns of a one-table query unqualified, and inside a
// subquery a bare "id" would be the inner table's.
const orderCount = sql<number>`(SELECT count(*)::int FROM orders o WHERE o.promotion_id = promotions.id)`;

const filterOf = (query: PromotionListQuery, now: Date): SQL | undefined =>
  and(
    query.keyword ? ilike(promotions.title, `%${escapeLike(query.keyword)}%`) : undefined,
    query.state ? discountStateFilter(promotions, query.state, now) : undefined,
    query.type ? eq(promotions.promotionType, query.type) : undefined,
    query.courseId === undefined
      ? undefined
      : sql`EXISTS (SELECT 1 FROM promotion_courses pc WHERE pc.promotion_id = promotions.id AND pc.course_id = ${query.courseId})`,
  );

type SortField = (typeof PROMOTION_SORT_FIELDS)[number];

const orderOf = (query: PromotionListQuery): SQL[] => {
  // The contract's enum checked the value; its inferred type is only `string`.
  const sort = query.sort as SortField | `-${SortField}` | undefined;
  const { field, descending } = parseAdminSort(sort, { field: 'id', descending: true });
  const direction = (column: SQL | AnyColumn) => (descending ? desc(column) : asc(column));
  const column = {
    id: promotions.id,
    title: promotions.title,
    startsAt: promotions.startsAt,
    endsAt: promotions.endsAt,
  }[field];
  return [direction(column), direction(promotions.id)];
};

export const listPromotionsPage = async (db: Queryable, query: PromotionListQuery, now: Date) => {
  const where = filterOf(query, now);
  const [rows, [total]] = await Promise.all([
    db
      .select({ promotion: promotions, orderCount })
      .from(promotions)
      .where(where)
      .orderBy(...orderOf(query))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: countAll }).from(promotions).where(where),
  ]);
  return { rows, total: total?.total ?? 0 };
};

export const findPromotion = async (db: Queryable, id: number, lock = false) => {
  const query = db
    .select({ promotion: promotions, orderCount })
    .from(promotions)
    .where(eq(promotions.id, id));
  const [row] = lock ? await query.for('update', { of: promotions }) : await query;
  return row ?? null;
};

export const courseIdsOfPromotions = async (db: Queryable, ids: readonly number[]) => {
  const links =
    ids.length === 0
      ? []
      : await db
          .select()
          .from(promotionCourses)
          .where(inArray(promotionCourses.promotionId, [...ids]))
          .orderBy(asc(promotionCourses.courseId));
  return (id: number) => links.filter((link) => link.promotionId === id).map((link) => link.courseId);
};

export const insertPromotion = async (db: Queryable, values: PromotionValues) => {
  const [row] = await db.insert(promotions).values(values).returning();
  if (!row) throw new Error('promotion not inserted');
  return row;
};

export const updatePromotion = async (db: Queryable, id: number, values: PromotionValues) => {
  const [row] = await db.update(promotions).set(values).where(eq(promotions.id, id)).returning();
  if (!row) throw new Error('promotion not updated');
  return row;
};

export const setPromotionCourses = async (db: Queryable, id: number, courseIds: readonly number[]) => {
  await db.delete(promotionCourses).where(eq(promotionCourses.promotionId, id));
  if (courseIds.length > 0)
    await db.insert(promotionCourses).values(courseIds.map((courseId) => ({ promotionId: id, courseId })));
};

export const deletePromotion = async (db: Queryable, id: number) => {
  await db.delete(promotions).where(eq(promotions.id, id));
};

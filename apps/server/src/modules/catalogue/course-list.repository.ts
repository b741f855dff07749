import { and, asc, count, desc, eq, ilike, inArray, isNull, gt, ne, or, sql, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/database';
import { categories, courses, pricingPlans, users } from '../../db/tables';

export type CourseListFilter = {
  kind: 'course' | 'product';
  keyword?: string | undefined;
  categoryId?: number | undefined;
  filter?: string | undefined;
  offset: number;
  limit: number;
};

const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** The cheapest visible default plan, the "from" price of a catalogue card. */
const startingPrice = (column: typeof pricingPlans.price | typeof pricingPlans.priceUsd) =>
  sql<number | null>`(select min(${column}) from ${pricingPlans}
    where ${pricingPlans.courseId} = ${courses.id} and ${pricingPlans.statusShow} = 1
    and ${pricingPlans.pricingType} = 'default' and ${column} is not null)`;

const listedCourses = (filter: CourseListFilter): SQL | undefined => {
  const conditions: (SQL | undefined)[] = [isListed(filter.kind)];
  if (filter.keyword) {
    const pattern = `%${escapeLike(filter.keyword)}%`;
    conditions.push(or(ilike(courses.title, pattern), ilike(courses.shortDescription, pattern)));
  }
  if (filter.categoryId !== undefined) conditions.push(eq(courses.categoryId, filter.categoryId));
  if (filter.filter)
    conditions.push(or(eq(courses.courseType, filter.filter), eq(categories.slug, filter.filter)));
  return and(...conditions);
};

/** The columns of a catalogue card, joined with the instructor and category. */
export const selectCourseSummaries = (db: Queryable) =>
  db
    .select({
      id: courses.id,
      title: courses.title,
      shortDescription: courses.shortDescription,
      linkPath: courses.linkPath,
      courseType: courses.courseType,
      pictureUrl: courses.pictureUrl,
      availableQty: courses.availableQty,
      instructorFirstname: users.firstname,
      instructorLastname: users.lastname,
      categoryName: categories.name,
      startingPrice: startingPrice(pricingPlans.price),
      startingPriceUsd: startingPrice(pricingPlans.priceUsd),
    })
    .from(courses)
    .leftJoin(users, eq(users.id, courses.instructorId))
    .leftJoin(categories, eq(categories.id, courses.categoryId));

/** A course visitors may see now. */
export const isListed = (kind: 'course' | 'product'): SQL | undefined =>
  and(
    eq(courses.status, 'published'),
    kind === 'product' ? eq(courses.courseType, 'product') : ne(courses.courseType, 'product'),
    or(isNull(courses.endPublish), gt(courses.endPublish, sql`now()`)),
  );

/**
 * One page of the catalogue and how many courses match. The page's ids come first, so the cards'
 * prices and names are read for its courses only: in one query PostgreSQL priced every matching
 * course before sorting them (5,000 on a large shop).
 */
export const listPublishedCourses = async (db: Queryable, filter: CourseListFilter) => {
  const where = listedCourses(filter);
  const order = [asc(courses.sortOrder), desc(courses.id)];
  const pageIds = withCategoryIfFiltered(db.select({ id: courses.id }).from(courses).$dynamic(), filter)
    .where(where)
    .orderBy(...order)
    .limit(filter.limit)
    .offset(filter.offset);
  const rows = await selectCourseSummaries(db)
    .where(inArray(courses.id, pageIds))
    .orderBy(...order);
  const [total] = await withCategoryIfFiltered(
    db.select({ value: count() }).from(courses).$dynamic(),
    filter,
  ).where(where);
  return { rows, total: total?.value ?? 0 };
};

/**
 * The category joined only for a filter that names one by its slug. Even unused (and removed by
 * the planner), the join kept PostgreSQL from counting the published courses through their
 * index: it read all 5,000 wide course rows instead (37 ms, 130 ms on a busy machine).
 */
const withCategoryIfFiltered = <Query extends PgSelect>(query: Query, filter: CourseListFilter) =>
  filter.filter ? query.leftJoin(categories, eq(categories.id, courses.categoryId)) : query;

/** Categories with at least one course visitors may see now, in the shop's order, with those courses' count. */
export const listCategoriesWithCourses = async (db: Queryable) =>
  db
    .select({
      id: categories.id,
      name: categories.name,
      slug: categories.slug,
      linkPath: categories.linkPath,
      courseCount: count(courses.id),
    })
    .from(categories)
    .innerJoin(courses, and(eq(courses.categoryId, categories.id), isListed('course')))
    .groupBy(categories.id)
    .orderBy(asc(categories.sortOrder), asc(categories.id));

import { and, asc, eq, gt, isNull, lte, or } from 'drizzle-orm';
import type { Queryable } from '../../db/database';
import { categories, courses, promotions } from '../../db/tables';

/** The public pages a search engine may list: published courses and products, categories, running promotions. */
export const listIndexablePages = async (db: Queryable, now: Date) => {
  const [catalogue, groups, running] = await Promise.all([
    db
      .select({ linkPath: courses.linkPath, updatedAt: courses.updatedAt })
      .from(courses)
      .where(
        and(
          eq(courses.status, 'published'),
          eq(courses.robotIndex, true),
          or(isNull(courses.endPublish), gt(courses.endPublish, now)),
        ),
      )
      .orderBy(asc(courses.id)),
    db.select({ linkPath: categories.linkPath }).from(categories).orderBy(asc(categories.sortOrder)),
    db
      .select({ id: promotions.id })
      .from(promotions)
      .where(
        and(
          eq(promotions.isActive, true),
          or(isNull(promotions.startsAt), lte(promotions.startsAt, now)),
          or(isNull(promotions.endsAt), gt(promotions.endsAt, now)),
        ),
      )
      .orderBy(asc(promotions.id)),
  ]);
  return { catalogue, groups, running };
};

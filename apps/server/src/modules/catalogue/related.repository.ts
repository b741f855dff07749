import { and, asc, desc, eq, ne, or } from 'drizzle-orm';
import type { Queryable } from '../../db/database';
import { courseRelatedCourses, courses } from '../../db/tables';
import { isListed, selectCourseSummaries } from './course-list.repository';

const RELATED_LIMIT = 4;

export const findCourseOwners = async (db: Queryable, id: number) => {
  const [row] = await db
    .select({ instructorId: courses.instructorId, categoryId: courses.categoryId })
    .from(courses)
    .where(eq(courses.id, id));
  return row ?? null;
};

export const findByTeacher = (db: Queryable, courseId: number, instructorId: number) =>
  selectCourseSummaries(db)
    .where(and(isListed('course'), eq(courses.instructorId, instructorId), ne(courses.id, courseId)))
    .orderBy(desc(courses.id))
    .limit(RELATED_LIMIT);

export const findInCategory = (db: Queryable, courseId: number, categoryId: number) =>
  selectCourseSummaries(db)
    .where(and(isListed('course'), eq(courses.categoryId, categoryId), ne(courses.id, courseId)))
    .orderBy(desc(courses.id))
    .limit(RELATED_LIMIT);

/** The courses an administrator chose as related (course_related_courses), in their order, listed ones only. */
export const findChosenRelated = (db: Queryable, courseId: number) =>
  selectCourseSummaries(db)
    .innerJoin(courseRelatedCourses, eq(courseRelatedCourses.relatedCourseId, courses.id))
    .where(and(eq(courseRelatedCourses.courseId, courseId), or(isListed('course'), isListed('product'))))
    .orderBy(asc(courseRelatedCourses.sortOrder), desc(courses.id))
    .limit(RELATED_LIMIT);

/**
 * Most units sold (paid, refunded lines taken out), then most viewed: from the figure each course
 * keeps (migration 0009), so a course page does not sum every order line of the shop.
 */
export const findBestsellers = (db: Queryable, courseId: number) =>
  selectCourseSummaries(db)
    .where(and(isListed('course'), ne(courses.id, courseId)))
    .orderBy(desc(courses.unitsSold), desc(courses.viewCount), desc(courses.id))
    .limit(RELATED_LIMIT);

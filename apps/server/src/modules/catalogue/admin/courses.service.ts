import type {
  AdminCourse,
  AdminCourseListQuery,
  AdminCourseOptions,
  AdminCourseRow,
  AdminCourseValues,
  CourseStatus,
} from '@shop/contract/admin/catalog-courses';
import type { CourseType } from '@shop/domain/catalog/course-type';
import { ErrorCode } from '@shop/domain/errors/error-codes';
import type { Database, Queryable } from '../../../db/database';
import { AppError } from '../../../lib/app-error';
import { recordAudit } from '../../audit/index';
import { checkCourseBody } from './course-checks';
import { refuseSlugRace } from './slug-race';
import { toAdminCourse, toCourseValues } from './course-wire';
import {
  deleteCourseRow,
  findCourse,
  insertCourseRow,
  listCourseOptions,
  listCourseRows,
  listRelatedIds,
  replaceRelated,
  updateCourseRow,
} from './courses.repository';

export const courseNotFound = () => new AppError(ErrorCode.NOT_FOUND, { message: 'No such course' });

export const listCoursesForAdmin = async (db: Queryable, query: AdminCourseListQuery) => {
  const { rows, total } = await listCourseRows(db, query);
  const data = rows.map(({ course, categoryName, instructorName, isOrdered }): AdminCourseRow => ({
    id: course.id,
    title: course.title,
    slug: course.slug,
    link_path: course.linkPath ?? '',
    course_type: course.courseType as CourseType,
    status: course.status as CourseStatus,
    category_id: course.categoryId,
    category_name: categoryName,
    instructor_name: instructorName,
    picture_url: course.pictureUrl,
    seats_total: course.seatsTotal,
    seats_taken: course.seatsTaken,
    available_qty: course.availableQty,
    sort_order: course.sortOrder,
    is_ordered: isOrdered,
    updated_at: course.updatedAt.toISOString(),
  }));
  return { data, total };
};

/** The course with its related courses; NOT_FOUND when there is none. */
export const getCourseForAdmin = async (db: Queryable, id: number, lock = false): Promise<AdminCourse> => {
  const found = await findCourse(db, id, lock);
  if (!found) throw courseNotFound();
  return toAdminCourse(found.course, found.isOrdered, await listRelatedIds(db, id));
};

export const getCourseOptions = async (db: Queryable): Promise<AdminCourseOptions> => {
  const { categoryRows, teacherRows, groupRows, courseRows } = await listCourseOptions(db);
  return {
    categories: categoryRows,
    instructors: teacherRows,
    user_groups: groupRows,
    courses: courseRows.map((row) => ({
      id: row.id,
      name: row.name,
      course_type: row.courseType as CourseType,
      status: row.status as CourseStatus,
    })),
  };
};

/** A new course or product, always a draft until it is published. */
export const createCourse = (db: Database, adminId: number, body: AdminCourseValues) =>
  refuseSlugRace(
    db.transaction(async (tx) => {
      await checkCourseBody(tx, body, null);
      const row = await insertCourseRow(tx, { ...toCourseValues(body), status: 'draft' });
      await replaceRelated(tx, row.id, body.related_course_ids);
      const course = toAdminCourse(row, false, body.related_course_ids);
      await recordAudit(tx, {
        actorUserId: adminId,
        action: 'course.create',
        entityType: 'course',
        entityId: row.id,
        after: course,
      });
      return course;
    }),
  );

export const updateCourse = (db: Database, adminId: number, id: number, body: AdminCourseValues) =>
  refuseSlugRace(
    db.transaction(async (tx) => {
      const found = await findCourse(tx, id, true);
      if (!found) throw courseNotFound();
      const before = toAdminCourse(found.course, found.isOrdered, await listRelatedIds(tx, id));
      await checkCourseBody(tx, body, found.course);
      const row = await updateCourseRow(tx, id, toCourseValues(body));
      await replaceRelated(tx, id, body.related_course_ids);
      const course = toAdminCourse(row, found.isOrdered, body.related_course_ids);
      await recordAudit(tx, {
        actorUserId: adminId,
        action: 'course.update',
        entityType: 'course',
        entityId: id,
        before,
        after: course,
      });
      return course;
    }),
  );

/** Publish, hide, or take back to draft. */
export const setCourseStatus = (db: Database, adminId: number, id: number, status: CourseStatus) =>
  db.transaction(async (tx) => {
    const found = await findCourse(tx, id, true);
    if (!found) throw courseNotFound();
    const row = await updateCourseRow(tx, id, { status });
    await recordAudit(tx, {
      actorUserId: adminId,
      action: 'course.status',
      entityType: 'course',
      entityId: id,
      before: { status: found.course.status },
      after: { status },
    });
    return toAdminCourse(row, found.isOrdered, await listRelatedIds(tx, id));
  });

/** Deletes a course no order ever held (with its plans and curriculum); an ordered one is hidden instead. */
export const deleteCourse = (db: Database, adminId: number, id: number) =>
  db.transaction(async (tx) => {
    const found = await findCourse(tx, id, true);
    if (!found) throw courseNotFound();
    if (found.isOrdered) {
      throw new AppError(ErrorCode.COURSE_ORDERED, {
        message: 'An order holds this course; hide it instead',
      });
    }
    const before = toAdminCourse(found.course, false, await listRelatedIds(tx, id));
    await deleteCourseRow(tx, id);
    await recordAudit(tx, {
      actorUserId: adminId,
      action: 'course.delete',
      entityType: 'course',
      entityId: id,
      before,
    });
  });

import type { ListedCategory } from '@shop/contract/catalog/catalog-extras';
import type { CourseSummary } from '@shop/contract/catalog/list-courses';
import { ErrorCode } from '@shop/domain/errors/error-codes';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { categories } from '../../db/tables';
import { AppError } from '../../lib/app-error';
import { getSiteSettings } from '../settings/index';
import { listCategoriesWithCourses } from './course-list.repository';
import { listCourses, toCourseSummary } from './course-list.service';
import {
  findBestsellers,
  findByTeacher,
  findChosenRelated,
  findCourseOwners,
  findInCategory,
} from './related.repository';

/** A category page by its address, with one page of its courses; NOT_FOUND when no category has it. */
export const getCategoryPage = async (
  db: Database,
  linkPath: string,
  paging: { page: number; limit: number },
) => {
  const normalised = `/${linkPath.replace(/^\/+|\/+$/g, '')}`;
  const [category] = await db.select().from(categories).where(eq(categories.linkPath, normalised));
  if (!category) throw new AppError(ErrorCode.NOT_FOUND, { message: 'No such category' });
  const list = await listCourses(db, { ...paging, categoryId: category.id });
  return {
    category: { id: category.id, name: category.name, slug: category.slug, link_path: category.linkPath },
    courses: list.data,
    total: list.total,
    page: list.page,
    limit: list.limit,
  };
};

/** The categories a visitor can browse: those holding a published course, in the shop's order. */
export const listBrowsableCategories = async (db: Database): Promise<ListedCategory[]> =>
  (await listCategoriesWithCourses(db)).map((row) => ({
    id: row.id,
    name: row.name,
    slug: row.slug,
    link_path: row.linkPath,
    course_count: row.courseCount,
  }));

/** Related courses of one kind; empty when the site turned that list off. */
export const listRelatedCourses = async (
  db: Database,
  courseId: number,
  kind: 'teacher' | 'group' | 'bestseller',
): Promise<CourseSummary[]> => {
  const settings = await getSiteSettings(db);
  const enabled = {
    teacher: settings.course_teacher,
    group: settings.course_group,
    bestseller: settings.course_bestseller,
  };
  if (enabled[kind] !== 1) return [];
  const owners = await findCourseOwners(db, courseId);
  if (!owners) throw new AppError(ErrorCode.NOT_FOUND, { message: 'No such course' });
  if (kind === 'teacher') {
    return owners.instructorId === null
      ? []
      : (await findByTeacher(db, courseId, owners.instructorId)).map(toCourseSummary);
  }
  if (kind === 'group') {
    // Courses an administrator chose take the place of the category's other courses.
    const chosen = await findChosenRelated(db, courseId);
    if (chosen.length > 0) return chosen.map(toCourseSummary);
    return owners.categoryId === null
      ? []
      : (await findInCategory(db, courseId, owners.categoryId)).map(toCourseSummary);
  }
  return (await findBestsellers(db, courseId)).map(toCourseSummary);
};

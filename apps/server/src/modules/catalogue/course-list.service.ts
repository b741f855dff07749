import type { ListProductsResponse } from '@shop/contract/catalog/catalog-extras';
import type { CourseSummary, ListCoursesResponse } from '@shop/contract/catalog/list-courses';
import type { CourseType } from '@shop/domain/catalog/course-type';
import type { Database } from '../../db/database';
import { listPublishedCourses } from './course-list.repository';

type ListCoursesInput = {
  page: number;
  limit: number;
  keyword?: string | undefined;
  filter?: string | undefined;
  categoryId?: number | undefined;
};

type ListedRow = Awaited<ReturnType<typeof listPublishedCourses>>['rows'][number];

const fullName = (first: string | null, last: string | null): string | null => {
  const name = [first, last].filter((part) => part !== null && part !== '').join(' ');
  return name === '' ? null : name;
};

export const toCourseSummary = (row: ListedRow): CourseSummary => ({
  id: row.id,
  title: row.title,
  short_description: row.shortDescription,
  link_path: row.linkPath ?? '',
  course_type: row.courseType as CourseType,
  picture_url: row.pictureUrl,
  instructor_name: fullName(row.instructorFirstname, row.instructorLastname),
  category_name: row.categoryName,
  starting_price: row.startingPrice,
  starting_price_usd: row.startingPriceUsd,
});

const listOf = async (db: Database, kind: 'course' | 'product', input: ListCoursesInput) => {
  const { rows, total } = await listPublishedCourses(db, {
    kind,
    keyword: input.keyword,
    filter: input.filter,
    categoryId: input.categoryId,
    offset: (input.page - 1) * input.limit,
    limit: input.limit,
  });
  return { rows, meta: { success: true as const, total, page: input.page, limit: input.limit } };
};

export const listCourses = async (db: Database, input: ListCoursesInput): Promise<ListCoursesResponse> => {
  const { rows, meta } = await listOf(db, 'course', input);
  return { ...meta, data: rows.map(toCourseSummary) };
};

export const listProducts = async (db: Database, input: ListCoursesInput): Promise<ListProductsResponse> => {
  const { rows, meta } = await listOf(db, 'product', input);
  return { ...meta, data: rows.map((row) => ({ ...toCourseSummary(row), available_qty: row.availableQty })) };
};

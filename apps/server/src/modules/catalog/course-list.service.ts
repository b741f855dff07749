import type { ListCoursesResponse } from '@shop/contract/catalog/list-courses';
import type { CourseType } from '@shop/domain/catalog/course-type';
import type { Database } from '../../db/database';
import { listPublishedCourses } from './course-list.repository';

type ListCoursesInput = {
  page: number;
  limit: number;
  keyword?: string | undefined;
  filter?: string | undefined;
};

const fullName = (first: string | null, last: string | null): string | null => {
  const name = [first, last].filter((part) => part !== null && part !== '').join(' ');
  return name === '' ? null : name;
};

export const listCourses = async (db: Database, input: ListCoursesInput): Promise<ListCoursesResponse> => {
  const { rows, total } = await listPublishedCourses(db, {
    keyword: input.keyword,
    filter: input.filter,
    offset: (input.page - 1) * input.limit,
    limit: input.limit,
  });
  return {
    success: true,
    total,
    page: input.page,
    limit: input.limit,
    data: rows.map((row) => ({
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
    })),
  };
};

import { ADMIN_COURSE_FILTERS } from '@shop/contract/admin/catalog-courses';
import { listQueryOf, useAdminListParams } from '../../../lib/admin-list-params';
import { useAdminCourses } from '../api/list-admin-courses';

/** The courses (or products) page's list parameters, kept in the address, and the page they ask for. */
export const useCoursesPage = (kind: 'course' | 'product') => {
  const list = useAdminListParams(ADMIN_COURSE_FILTERS);
  const courses = useAdminCourses({ ...listQueryOf(list.query), kind });
  return { kind, list, courses };
};

export type CoursesPage = ReturnType<typeof useCoursesPage>;

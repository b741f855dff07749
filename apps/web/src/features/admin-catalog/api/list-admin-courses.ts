import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { listAdminCoursesRoute, type AdminCourseListQuery } from '@shop/contract/admin/catalog-courses';
import { api } from '../../../lib/api-client';

/** Every query of the catalogue's back office starts with this key; a change invalidates it all. */
export const ADMIN_CATALOG_KEY = ['admin', 'catalog'] as const;

export const listAdminCourses = async (query: Partial<AdminCourseListQuery>) => {
  const answer = await api.call(listAdminCoursesRoute, { query });
  return { data: answer.data, total: answer.total };
};

export const adminCoursesQueryOptions = (query: Partial<AdminCourseListQuery>) =>
  queryOptions({
    queryKey: [...ADMIN_CATALOG_KEY, 'courses', query],
    queryFn: () => listAdminCourses(query),
    placeholderData: keepPreviousData,
  });

/** One page of courses or products, as the address's search, filters, sort and page ask. */
export const useAdminCourses = (query: Partial<AdminCourseListQuery>) =>
  useQuery(adminCoursesQueryOptions(query));

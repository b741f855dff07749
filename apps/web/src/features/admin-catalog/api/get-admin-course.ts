import { queryOptions, useQuery } from '@tanstack/react-query';
import { getAdminCourseRoute } from '@shop/contract/admin/catalog-courses';
import { api } from '../../../lib/api-client';
import { ADMIN_CATALOG_KEY } from './list-admin-courses';

export const getAdminCourse = async (id: number) =>
  (await api.call(getAdminCourseRoute, { params: { id } })).data;

export const adminCourseQueryOptions = (id: number) =>
  queryOptions({ queryKey: [...ADMIN_CATALOG_KEY, 'course', id], queryFn: () => getAdminCourse(id) });

/** The course as its editor loads it; `id` null (a new course) fetches nothing. */
export const useAdminCourse = (id: number | null) =>
  useQuery({ ...adminCourseQueryOptions(id ?? 0), enabled: id !== null });

import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminCourseOptionsRoute } from '@shop/contract/admin/catalog-courses';
import { api } from '../../../lib/api-client';
import { ADMIN_CATALOG_KEY } from './list-admin-courses';

export const getAdminCourseOptions = async () => (await api.call(adminCourseOptionsRoute, {})).data;

export const adminCourseOptionsQueryOptions = () =>
  queryOptions({ queryKey: [...ADMIN_CATALOG_KEY, 'options'], queryFn: getAdminCourseOptions });

/** Categories, instructors, user groups and courses the editor and filters offer. */
export const useAdminCourseOptions = () => useQuery(adminCourseOptionsQueryOptions());

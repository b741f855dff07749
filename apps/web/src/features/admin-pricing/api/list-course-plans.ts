import { queryOptions, useQuery } from '@tanstack/react-query';
import { listAdminPlansRoute } from '@shop/contract/admin/plans-admin';
import { api } from '../../../lib/api-client';

export const ADMIN_PLANS_KEY = ['admin', 'plans'] as const;

export const listCoursePlans = (courseId: number) => api.call(listAdminPlansRoute, { params: { courseId } });

export const coursePlansQueryOptions = (courseId: number) =>
  queryOptions({ queryKey: [...ADMIN_PLANS_KEY, courseId], queryFn: () => listCoursePlans(courseId) });

/** Every plan of a course, hidden ones too, in the storefront's order. */
export const useCoursePlans = (courseId: number) => useQuery(coursePlansQueryOptions(courseId));

import { queryOptions, useQuery } from '@tanstack/react-query';
import { getAdminCurriculumRoute } from '@shop/contract/admin/curriculum-routes';
import { api } from '../../../lib/api-client';

export const getAdminCurriculum = async (courseId: number) =>
  (await api.call(getAdminCurriculumRoute, { params: { courseId } })).data;

export const adminCurriculumQueryOptions = (courseId: number) =>
  queryOptions({
    queryKey: ['admin', 'curriculum', courseId],
    queryFn: () => getAdminCurriculum(courseId),
  });

export const useAdminCurriculum = (courseId: number) => useQuery(adminCurriculumQueryOptions(courseId));

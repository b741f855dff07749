import { useMutation, useQueryClient } from '@tanstack/react-query';
import { reorderAdminCurriculumRoute } from '@shop/contract/admin/curriculum-routes';
import type { AdminSection, CurriculumOrderBody } from '@shop/contract/admin/curriculum-schemas';
import { api } from '../../../lib/api-client';
import { orderOf } from '../lib/curriculum-order';
import { refreshCurriculum } from '../lib/refresh-curriculum';
import { adminCurriculumQueryOptions } from './get-admin-curriculum';

export const reorderCurriculum = async (courseId: number, body: CurriculumOrderBody) =>
  (await api.call(reorderAdminCurriculumRoute, { params: { courseId }, body })).data;

/**
 * Saves a new order of the whole curriculum. The editor shows it at once (optimistically) and
 * goes back to the stored order if the server refuses it.
 */
export const useReorderCurriculum = (courseId: number) => {
  const queryClient = useQueryClient();
  const { queryKey } = adminCurriculumQueryOptions(courseId);
  return useMutation({
    mutationFn: (sections: AdminSection[]) => reorderCurriculum(courseId, orderOf(sections)),
    onMutate: async (sections) => {
      await queryClient.cancelQueries({ queryKey });
      const before = queryClient.getQueryData(queryKey);
      queryClient.setQueryData(queryKey, sections);
      return { before };
    },
    onError: (_error, _sections, context) => {
      if (context?.before) queryClient.setQueryData(queryKey, context.before);
    },
    onSuccess: async (sections) => {
      queryClient.setQueryData(queryKey, sections);
      await refreshCurriculum(queryClient, courseId);
    },
  });
};

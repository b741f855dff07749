import { useMutation, useQueryClient } from '@tanstack/react-query';
import { reorderAdminPlansRoute } from '@shop/contract/admin/plans-admin';
import { api } from '../../../lib/api-client';
import { refreshCatalogue } from '../lib/refresh-catalogue';
import { coursePlansQueryOptions } from './list-course-plans';

export const reorderPlans = ({ courseId, planIds }: { courseId: number; planIds: number[] }) =>
  api.call(reorderAdminPlansRoute, { params: { courseId }, body: { plan_ids: planIds } });

export const useReorderPlans = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reorderPlans,
    onSuccess: async (answer, { courseId }) => {
      queryClient.setQueryData(coursePlansQueryOptions(courseId).queryKey, answer);
      await refreshCatalogue(queryClient);
    },
  });
};

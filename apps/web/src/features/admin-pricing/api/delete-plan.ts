import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteAdminPlanRoute } from '@shop/contract/admin/plans-admin';
import { api } from '../../../lib/api-client';
import { refreshCatalogue } from '../lib/refresh-catalogue';
import { coursePlansQueryOptions } from './list-course-plans';

export const deletePlan = ({ courseId, planId }: { courseId: number; planId: number }) =>
  api.call(deleteAdminPlanRoute, { params: { courseId, planId } });

export const useDeletePlan = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePlan,
    onSuccess: async (_answer, { courseId }) => {
      await queryClient.invalidateQueries({ queryKey: coursePlansQueryOptions(courseId).queryKey });
      await refreshCatalogue(queryClient);
    },
  });
};

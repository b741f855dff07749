import { deleteAdminPlanRoute } from '@shop/contract/admin/plans-admin';
import { useAdminMutation } from '../../../components/admin-edit-table/use-admin-mutation';
import { api } from '../../../lib/api-client';
import { refreshCatalogue } from '../lib/refresh-catalogue';
import { coursePlansQueryOptions } from './list-course-plans';

export const deletePlan = ({ courseId, planId }: { courseId: number; planId: number }) =>
  api.call(deleteAdminPlanRoute, { params: { courseId, planId } });

export const useDeletePlan = () =>
  useAdminMutation(deletePlan, {
    keys: ({ courseId }) => [coursePlansQueryOptions(courseId).queryKey],
    then: refreshCatalogue,
  });

import { createAdminPlanRoute, updateAdminPlanRoute, type PlanBody } from '@shop/contract/admin/plans-admin';
import { useAdminMutation } from '../../../components/admin-edit-table/use-admin-mutation';
import { api } from '../../../lib/api-client';
import { refreshCatalogue } from '../lib/refresh-catalogue';
import { coursePlansQueryOptions } from './list-course-plans';

type SavePlan = { courseId: number; planId: number | null; body: PlanBody };

/** Adds a plan (no id) or replaces one. */
export const savePlan = async ({ courseId, planId, body }: SavePlan) =>
  planId === null
    ? (await api.call(createAdminPlanRoute, { params: { courseId }, body })).data
    : (await api.call(updateAdminPlanRoute, { params: { courseId, planId }, body })).data;

export const useSavePlan = () =>
  useAdminMutation(savePlan, {
    keys: ({ courseId }) => [coursePlansQueryOptions(courseId).queryKey],
    then: refreshCatalogue,
  });

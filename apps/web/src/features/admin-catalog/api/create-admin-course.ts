import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createAdminCourseRoute, type AdminCourseBody } from '@shop/contract/admin/catalog-courses';
import { api } from '../../../lib/api-client';
import { ADMIN_CATALOG_KEY } from './list-admin-courses';

export const createAdminCourse = (body: AdminCourseBody) => api.call(createAdminCourseRoute, { body });

/** Every catalogue query is refetched afterwards (lists, the editor, the choices). */
export const useCreateAdminCourse = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAdminCourse,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADMIN_CATALOG_KEY }),
  });
};

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateAdminCourseRoute, type AdminCourseBody } from '@shop/contract/admin/catalog-courses';
import { api } from '../../../lib/api-client';
import { ADMIN_CATALOG_KEY } from './list-admin-courses';

export const updateAdminCourse = ({ id, body }: { id: number; body: AdminCourseBody }) =>
  api.call(updateAdminCourseRoute, { params: { id }, body });

/** Every catalogue query is refetched afterwards (lists, the editor, the choices). */
export const useUpdateAdminCourse = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAdminCourse,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADMIN_CATALOG_KEY }),
  });
};

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteAdminCourseRoute } from '@shop/contract/admin/catalog-courses';
import { api } from '../../../lib/api-client';
import { ADMIN_CATALOG_KEY } from './list-admin-courses';

export const deleteAdminCourse = (id: number) => api.call(deleteAdminCourseRoute, { params: { id } });

/** Every catalogue query is refetched afterwards (lists, the editor, the choices). */
export const useDeleteAdminCourse = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAdminCourse,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADMIN_CATALOG_KEY }),
  });
};

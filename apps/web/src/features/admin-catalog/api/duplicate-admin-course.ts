import { useMutation, useQueryClient } from '@tanstack/react-query';
import { duplicateAdminCourseRoute } from '@shop/contract/admin/catalog-courses';
import { api } from '../../../lib/api-client';
import { ADMIN_CATALOG_KEY } from './list-admin-courses';

export const duplicateAdminCourse = (id: number) => api.call(duplicateAdminCourseRoute, { params: { id } });

/** Every catalogue query is refetched afterwards (lists, the editor, the choices). */
export const useDuplicateAdminCourse = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: duplicateAdminCourse,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADMIN_CATALOG_KEY }),
  });
};

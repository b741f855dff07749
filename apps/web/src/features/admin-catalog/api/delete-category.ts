import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteAdminCategoryRoute } from '@shop/contract/admin/catalog-groups';
import { api } from '../../../lib/api-client';
import { ADMIN_CATALOG_KEY } from './list-admin-courses';

export const deleteCategory = (id: number) => api.call(deleteAdminCategoryRoute, { params: { id } });

/** Every catalogue query is refetched afterwards (lists, the editor, the choices). */
export const useDeleteCategory = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCategory,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADMIN_CATALOG_KEY }),
  });
};

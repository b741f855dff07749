import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateAdminCategoryRoute, type AdminCategoryBody } from '@shop/contract/admin/catalog-groups';
import { api } from '../../../lib/api-client';
import { ADMIN_CATALOG_KEY } from './list-admin-courses';

export const updateCategory = ({ id, body }: { id: number; body: AdminCategoryBody }) =>
  api.call(updateAdminCategoryRoute, { params: { id }, body });

/** Every catalogue query is refetched afterwards (lists, the editor, the choices). */
export const useUpdateCategory = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCategory,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADMIN_CATALOG_KEY }),
  });
};

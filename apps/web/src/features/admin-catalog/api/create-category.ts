import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createAdminCategoryRoute, type AdminCategoryBody } from '@shop/contract/admin/catalog-groups';
import { api } from '../../../lib/api-client';
import { ADMIN_CATALOG_KEY } from './list-admin-courses';

export const createCategory = (body: AdminCategoryBody) => api.call(createAdminCategoryRoute, { body });

/** Every catalogue query is refetched afterwards (lists, the editor, the choices). */
export const useCreateCategory = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCategory,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADMIN_CATALOG_KEY }),
  });
};

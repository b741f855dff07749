import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteAdminUserGroupRoute } from '@shop/contract/admin/catalog-groups';
import { api } from '../../../lib/api-client';
import { ADMIN_CATALOG_KEY } from './list-admin-courses';

export const deleteUserGroup = (id: number) => api.call(deleteAdminUserGroupRoute, { params: { id } });

/** Every catalogue query is refetched afterwards (lists, the editor, the choices). */
export const useDeleteUserGroup = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUserGroup,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADMIN_CATALOG_KEY }),
  });
};

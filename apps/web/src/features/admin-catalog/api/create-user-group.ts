import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createAdminUserGroupRoute, type AdminUserGroupBody } from '@shop/contract/admin/catalog-groups';
import { api } from '../../../lib/api-client';
import { ADMIN_CATALOG_KEY } from './list-admin-courses';

export const createUserGroup = (body: AdminUserGroupBody) => api.call(createAdminUserGroupRoute, { body });

/** Every catalogue query is refetched afterwards (lists, the editor, the choices). */
export const useCreateUserGroup = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUserGroup,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADMIN_CATALOG_KEY }),
  });
};

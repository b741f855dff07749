import { deleteAdminUserGroupRoute } from '@shop/contract/admin/catalog-groups';
import { useAdminMutation } from '../../../components/admin-edit-table/use-admin-mutation';
import { api } from '../../../lib/api-client';
import { ADMIN_CATALOG_KEY } from './list-admin-courses';

export const deleteUserGroup = (id: number) => api.call(deleteAdminUserGroupRoute, { params: { id } });

/** Every catalogue query is refetched afterwards (lists, the editor, the choices). */
export const useDeleteUserGroup = () =>
  useAdminMutation(deleteUserGroup, { keys: () => [ADMIN_CATALOG_KEY] });

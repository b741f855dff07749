import { updateAdminUserGroupRoute, type AdminUserGroupBody } from '@shop/contract/admin/catalog-groups';
import { useAdminMutation } from '../../../components/admin-edit-table/use-admin-mutation';
import { api } from '../../../lib/api-client';
import { ADMIN_CATALOG_KEY } from './list-admin-courses';

export const updateUserGroup = ({ id, body }: { id: number; body: AdminUserGroupBody }) =>
  api.call(updateAdminUserGroupRoute, { params: { id }, body });

/** Every catalogue query is refetched afterwards (lists, the editor, the choices). */
export const useUpdateUserGroup = () =>
  useAdminMutation(updateUserGroup, { keys: () => [ADMIN_CATALOG_KEY] });

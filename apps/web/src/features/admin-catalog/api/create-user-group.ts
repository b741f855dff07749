import { createAdminUserGroupRoute, type AdminUserGroupBody } from '@shop/contract/admin/catalog-groups';
import { useAdminMutation } from '../../../components/admin-edit-table/use-admin-mutation';
import { api } from '../../../lib/api-client';
import { ADMIN_CATALOG_KEY } from './list-admin-courses';

export const createUserGroup = (body: AdminUserGroupBody) => api.call(createAdminUserGroupRoute, { body });

/** Every catalogue query is refetched afterwards (lists, the editor, the choices). */
export const useCreateUserGroup = () =>
  useAdminMutation(createUserGroup, { keys: () => [ADMIN_CATALOG_KEY] });

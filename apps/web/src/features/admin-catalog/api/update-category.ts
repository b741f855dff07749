import { updateAdminCategoryRoute, type AdminCategoryBody } from '@shop/contract/admin/catalog-groups';
import { useAdminMutation } from '../../../components/admin-edit-table/use-admin-mutation';
import { api } from '../../../lib/api-client';
import { ADMIN_CATALOG_KEY } from './list-admin-courses';

export const updateCategory = ({ id, body }: { id: number; body: AdminCategoryBody }) =>
  api.call(updateAdminCategoryRoute, { params: { id }, body });

/** Every catalogue query is refetched afterwards (lists, the editor, the choices). */
export const useUpdateCategory = () => useAdminMutation(updateCategory, { keys: () => [ADMIN_CATALOG_KEY] });

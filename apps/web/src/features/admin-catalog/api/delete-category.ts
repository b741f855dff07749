import { deleteAdminCategoryRoute } from '@shop/contract/admin/catalog-groups';
import { useAdminMutation } from '../../../components/admin-edit-table/use-admin-mutation';
import { api } from '../../../lib/api-client';
import { ADMIN_CATALOG_KEY } from './list-admin-courses';

export const deleteCategory = (id: number) => api.call(deleteAdminCategoryRoute, { params: { id } });

/** Every catalogue query is refetched afterwards (lists, the editor, the choices). */
export const useDeleteCategory = () => useAdminMutation(deleteCategory, { keys: () => [ADMIN_CATALOG_KEY] });

import { createAdminCategoryRoute, type AdminCategoryBody } from '@shop/contract/admin/catalog-groups';
import { useAdminMutation } from '../../../components/admin-edit-table/use-admin-mutation';
import { api } from '../../../lib/api-client';
import { ADMIN_CATALOG_KEY } from './list-admin-courses';

export const createCategory = (body: AdminCategoryBody) => api.call(createAdminCategoryRoute, { body });

/** Every catalogue query is refetched afterwards (lists, the editor, the choices). */
export const useCreateCategory = () => useAdminMutation(createCategory, { keys: () => [ADMIN_CATALOG_KEY] });

import { queryOptions, useQuery } from '@tanstack/react-query';
import { listAdminCategoriesRoute } from '@shop/contract/admin/catalog-groups';
import { api } from '../../../lib/api-client';
import { ADMIN_CATALOG_KEY } from './list-admin-courses';

export const listCategories = async () => (await api.call(listAdminCategoriesRoute, {})).data;

export const categoriesQueryOptions = () =>
  queryOptions({ queryKey: [...ADMIN_CATALOG_KEY, 'categories'], queryFn: listCategories });

/** Every category in its order, with how many courses use it. */
export const useCategories = () => useQuery(categoriesQueryOptions());

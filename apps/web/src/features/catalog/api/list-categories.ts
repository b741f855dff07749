import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, lazyRoute } from '../../../lib/api-client';

const listCategoriesRoute = lazyRoute(
  () => import('@shop/contract/catalog/catalog-extras'),
  'listCategoriesRoute',
);

export const categoriesQueryOptions = () =>
  queryOptions({
    queryKey: ['catalog', 'categories'],
    queryFn: async ({ signal }) => (await api.call(listCategoriesRoute, { signal })).data,
    staleTime: 60_000,
  });

/** The categories that hold a course a visitor can see, in the shop's order. */
export const useCategories = () => useQuery(categoriesQueryOptions());

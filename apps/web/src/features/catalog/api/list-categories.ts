import { queryOptions, useQuery } from '@tanstack/react-query';
import { listCategoriesRoute } from '@shop/contract/catalog/catalog-extras';
import { api } from '../../../lib/api-client';

export const categoriesQueryOptions = () =>
  queryOptions({
    queryKey: ['catalog', 'categories'],
    queryFn: async ({ signal }) => (await api.call(listCategoriesRoute, { signal })).data,
    staleTime: 60_000,
  });

/** The categories that hold a course a visitor can see, in the shop's order. */
export const useCategories = () => useQuery(categoriesQueryOptions());

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ListCoursesQuery } from '@shop/contract/catalog/list-courses';
import { api, lazyRoute } from '../../../lib/api-client';

const listProductsRoute = lazyRoute(
  () => import('@shop/contract/catalog/catalog-extras'),
  'listProductsRoute',
);

export const listProducts = (query: ListCoursesQuery, signal?: AbortSignal) =>
  api.call(listProductsRoute, { query, ...(signal ? { signal } : {}) });

export const productsQueryOptions = (query: ListCoursesQuery) =>
  queryOptions({
    queryKey: ['products', 'list', query],
    queryFn: ({ signal }) => listProducts(query, signal),
    placeholderData: (previous) => previous,
  });

/** Products for sale, with an optional category slug (`filter`) or keyword (GET /public/product). */
export const useProducts = (query: ListCoursesQuery) => useQuery(productsQueryOptions(query));

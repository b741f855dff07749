import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, lazyRoute } from '../../../lib/api-client';

const categoryByPathRoute = lazyRoute(
  () => import('@shop/contract/catalog/catalog-extras'),
  'categoryByPathRoute',
);

type CategoryPageQuery = { linkPath: string; page: number; limit: number };

export const getCategory = async ({ linkPath, page, limit }: CategoryPageQuery, signal?: AbortSignal) =>
  (
    await api.call(categoryByPathRoute, {
      body: { link_path: linkPath, page, limit },
      ...(signal ? { signal } : {}),
    })
  ).data;

export const categoryQueryOptions = (query: CategoryPageQuery) =>
  queryOptions({
    queryKey: ['catalog', 'category', query],
    queryFn: ({ signal }) => getCategory(query, signal),
    // Turning a page keeps the category's name and the old cards until the new ones arrive; another
    // category starts blank rather than under the last one's name.
    placeholderData: (previous) => (previous?.category.link_path === query.linkPath ? previous : undefined),
  });

/** A category page by its address (`/courses/<slug>`), with one page of its published courses. */
export const useCategory = (query: CategoryPageQuery) => useQuery(categoryQueryOptions(query));

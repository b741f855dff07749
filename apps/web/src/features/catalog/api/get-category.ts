import { queryOptions, useQuery } from '@tanstack/react-query';
import { categoryByPathRoute } from '@shop/contract/catalog/catalog-extras';
import { api } from '../../../lib/api-client';

export const getCategory = async (linkPath: string, signal?: AbortSignal) =>
  (await api.call(categoryByPathRoute, { body: { link_path: linkPath }, ...(signal ? { signal } : {}) }))
    .data;

export const categoryQueryOptions = (linkPath: string) =>
  queryOptions({
    queryKey: ['catalog', 'category', linkPath],
    queryFn: ({ signal }) => getCategory(linkPath, signal),
  });

/** A category page by its address (`/courses/<slug>`), with its published courses. */
export const useCategory = (linkPath: string) => useQuery(categoryQueryOptions(linkPath));

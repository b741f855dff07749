import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ListCoursesQuery } from '@shop/contract/catalog/list-courses';
import { api, lazyRoute } from '../../../lib/api-client';

const listCoursesRoute = lazyRoute(() => import('@shop/contract/catalog/list-courses'), 'listCoursesRoute');

export const listCourses = (query: ListCoursesQuery, signal?: AbortSignal) =>
  api.call(listCoursesRoute, { query, ...(signal ? { signal } : {}) });

export const listCoursesQueryOptions = (query: ListCoursesQuery) =>
  queryOptions({
    queryKey: ['catalog', 'courses', query],
    queryFn: ({ signal }) => listCourses(query, signal),
    placeholderData: (previous) => previous,
  });

export const useCourses = (query: ListCoursesQuery) => useQuery(listCoursesQueryOptions(query));

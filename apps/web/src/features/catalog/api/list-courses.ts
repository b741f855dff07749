import { queryOptions, useQuery } from '@tanstack/react-query';
import { listCoursesRoute, type ListCoursesQuery } from '@shop/contract/catalog/list-courses';
import { api } from '../../../lib/api-client';

export const listCourses = (query: ListCoursesQuery, signal?: AbortSignal) =>
  api.call(listCoursesRoute, { query, ...(signal ? { signal } : {}) });

export const listCoursesQueryOptions = (query: ListCoursesQuery) =>
  queryOptions({
    queryKey: ['catalog', 'courses', query],
    queryFn: ({ signal }) => listCourses(query, signal),
    placeholderData: (previous) => previous,
  });

export const useCourses = (query: ListCoursesQuery) => useQuery(listCoursesQueryOptions(query));

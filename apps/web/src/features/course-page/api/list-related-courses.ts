import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RELATED_KINDS } from '@shop/contract/catalog/catalog-extras';
import { api, lazyRoute } from '../../../lib/api-client';

const relatedCoursesRoute = lazyRoute(
  () => import('@shop/contract/catalog/catalog-extras'),
  'relatedCoursesRoute',
);

export type RelatedKind = (typeof RELATED_KINDS)[number];

export const listRelatedCourses = async (courseId: number, kind: RelatedKind, signal?: AbortSignal) =>
  (await api.call(relatedCoursesRoute, { params: { id: courseId, kind }, ...(signal ? { signal } : {}) }))
    .data;

export const relatedCoursesQueryOptions = (courseId: number, kind: RelatedKind) =>
  queryOptions({
    queryKey: ['course-page', 'related', courseId, kind],
    queryFn: ({ signal }) => listRelatedCourses(courseId, kind, signal),
    staleTime: 5 * 60_000,
  });

export const useRelatedCourses = (courseId: number, kind: RelatedKind) =>
  useQuery(relatedCoursesQueryOptions(courseId, kind));

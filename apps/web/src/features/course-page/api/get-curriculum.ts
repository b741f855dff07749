import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, lazyRoute } from '../../../lib/api-client';

const curriculumRoute = lazyRoute(() => import('@shop/contract/catalog/curriculum'), 'curriculumRoute');

export const getCurriculum = async (courseId: number, signal?: AbortSignal) =>
  (await api.call(curriculumRoute, { params: { courseId }, ...(signal ? { signal } : {}) })).data;

export const curriculumQueryOptions = (courseId: number) =>
  queryOptions({
    queryKey: ['course-page', 'curriculum', courseId],
    queryFn: ({ signal }) => getCurriculum(courseId, signal),
  });

/** Sections and lectures; video addresses only where this viewer may play them. */
export const useCurriculum = (courseId: number) => useQuery(curriculumQueryOptions(courseId));

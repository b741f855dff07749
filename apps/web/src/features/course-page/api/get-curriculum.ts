import { queryOptions, useQuery } from '@tanstack/react-query';
import { curriculumRoute } from '@shop/contract/catalog/curriculum';
import { api } from '../../../lib/api-client';

export const getCurriculum = async (courseId: number, signal?: AbortSignal) =>
  (await api.call(curriculumRoute, { params: { courseId }, ...(signal ? { signal } : {}) })).data;

export const curriculumQueryOptions = (courseId: number) =>
  queryOptions({
    queryKey: ['course-page', 'curriculum', courseId],
    queryFn: ({ signal }) => getCurriculum(courseId, signal),
  });

/** Sections and lectures; video addresses only where this viewer may play them. */
export const useCurriculum = (courseId: number) => useQuery(curriculumQueryOptions(courseId));

import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, lazyRoute } from '../../../lib/api-client';

// The route's schemas load with its first call, not with the player (see `lazyRoute`).
const studentProgressRoute = lazyRoute(
  () => import('@shop/contract/learning/progress'),
  'studentProgressRoute',
);

export const getCourseProgress = async (userId: number, courseId: number, signal?: AbortSignal) =>
  (await api.call(studentProgressRoute, { params: { userId, courseId }, ...(signal ? { signal } : {}) }))
    .data;

/** All of a student's progress in a course; `courseProgressKey(userId)` covers every course. */
export const courseProgressKey = (userId: number, courseId?: number) =>
  courseId === undefined
    ? (['learning', 'progress', userId] as const)
    : (['learning', 'progress', userId, courseId] as const);

export const courseProgressQueryOptions = (userId: number, courseId: number) =>
  queryOptions({
    queryKey: courseProgressKey(userId, courseId),
    queryFn: ({ signal }) => getCourseProgress(userId, courseId, signal),
  });

/** Per-lecture progress, the percent, whether the course is complete and where to resume. */
export const useCourseProgress = (userId: number, courseId: number) =>
  useQuery(courseProgressQueryOptions(userId, courseId));

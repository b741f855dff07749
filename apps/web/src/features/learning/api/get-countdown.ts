import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, lazyRoute } from '../../../lib/api-client';

// The route's schemas load with its first call, not with the player (see `lazyRoute`).
const countdownRoute = lazyRoute(() => import('@shop/contract/orders/countdown'), 'countdownRoute');

export const getCountdown = async (courseId: number, signal?: AbortSignal) =>
  (await api.call(countdownRoute, { params: { courseId }, ...(signal ? { signal } : {}) })).data;

export const countdownQueryOptions = (courseId: number) =>
  queryOptions({
    queryKey: ['learning', 'countdown', courseId],
    queryFn: ({ signal }) => getCountdown(courseId, signal),
  });

/** The student's enrolments in the course with the access each still gives (`remaining_ms`, -1 unlimited). */
export const useCountdown = (courseId: number) => useQuery(countdownQueryOptions(courseId));

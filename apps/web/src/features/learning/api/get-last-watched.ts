import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, lazyRoute } from '../../../lib/api-client';

// The route's schemas load with its first call, not with the player (see `lazyRoute`).
const lastWatchedRoute = lazyRoute(() => import('@shop/contract/learning/progress'), 'lastWatchedRoute');

export const getLastWatched = async (userId: number, courseId: number, signal?: AbortSignal) =>
  (await api.call(lastWatchedRoute, { params: { userId, courseId }, ...(signal ? { signal } : {}) })).data;

export const lastWatchedQueryOptions = (userId: number, courseId: number) =>
  queryOptions({
    queryKey: ['learning', 'last-watched', userId, courseId],
    queryFn: ({ signal }) => getLastWatched(userId, courseId, signal),
    // Read once when the player opens: it only places the first video, and reports move it on.
    staleTime: Infinity,
  });

/** The last lecture the student watched in the course and where (spec 1 "last-watched rows"). */
export const useLastWatched = (userId: number, courseId: number) =>
  useQuery(lastWatchedQueryOptions(userId, courseId));

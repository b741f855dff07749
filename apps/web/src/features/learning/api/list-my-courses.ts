import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, lazyRoute } from '../../../lib/api-client';

// The route's schemas load with its first call, not with the player (see `lazyRoute`).
const myCoursesRoute = lazyRoute(() => import('@shop/contract/learning/my-courses'), 'myCoursesRoute');

export const listMyCourses = async (signal?: AbortSignal) =>
  (await api.call(myCoursesRoute, { ...(signal ? { signal } : {}) })).data;

export const myCoursesQueryOptions = () =>
  queryOptions({
    queryKey: ['learning', 'my-courses'],
    queryFn: ({ signal }) => listMyCourses(signal),
  });

/** Every course the student was enrolled in, the open ones first, with progress and access left. */
export const useMyCourses = () => useQuery(myCoursesQueryOptions());

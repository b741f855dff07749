import { queryOptions, useQuery } from '@tanstack/react-query';
import { myCoursesRoute } from '@shop/contract/learning/my-courses';
import { api } from '../../../lib/api-client';

export const listMyCourses = async (signal?: AbortSignal) =>
  (await api.call(myCoursesRoute, { ...(signal ? { signal } : {}) })).data;

export const myCoursesQueryOptions = () =>
  queryOptions({
    queryKey: ['learning', 'my-courses'],
    queryFn: ({ signal }) => listMyCourses(signal),
  });

/** Every course the student was enrolled in, the open ones first, with progress and access left. */
export const useMyCourses = () => useQuery(myCoursesQueryOptions());

import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, lazyRoute } from '../../../lib/api-client';

// The route's schemas (and zod) load with its first call, not with the cart's code.
const ownedCoursesRoute = lazyRoute(() => import('@shop/contract/cart/cart'), 'ownedCoursesRoute');

export const listOwnedCourses = async () =>
  (await api.call(ownedCoursesRoute, {})).data.map((row) => row.courseID);

export const ownedCoursesQueryOptions = (signedIn: boolean) =>
  queryOptions({ queryKey: ['owned-courses'], queryFn: listOwnedCourses, enabled: signedIn });

/** Ids of the courses the signed-in student owns; empty for a visitor. */
export const useOwnedCourses = (signedIn: boolean) => {
  const query = useQuery(ownedCoursesQueryOptions(signedIn));
  return { ...query, ownedCourseIds: signedIn ? (query.data ?? []) : [] };
};

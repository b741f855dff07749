import { queryOptions, useQuery } from '@tanstack/react-query';
import { ownedCoursesRoute } from '@shop/contract/cart/cart';
import { api } from '../../../lib/api-client';

export const listOwnedCourses = async () =>
  (await api.call(ownedCoursesRoute, {})).data.map((row) => row.courseID);

export const ownedCoursesQueryOptions = (signedIn: boolean) =>
  queryOptions({ queryKey: ['owned-courses'], queryFn: listOwnedCourses, enabled: signedIn });

/** Ids of the courses the signed-in student owns; empty for a visitor. */
export const useOwnedCourses = (signedIn: boolean) => {
  const query = useQuery(ownedCoursesQueryOptions(signedIn));
  return { ...query, ownedCourseIds: signedIn ? (query.data ?? []) : [] };
};

import { queryOptions, useQuery } from '@tanstack/react-query';
import { ownedCoursesRoute } from '@shop/contract/cart/cart';
import { api } from '../../../lib/api-client';

export const listOwnedCourseIds = async (): Promise<number[]> =>
  (await api.call(ownedCoursesRoute, {})).data.map((row) => row.courseID);

export const ownedCoursesQueryOptions = () =>
  queryOptions({ queryKey: ['course-page', 'owned-courses'], queryFn: listOwnedCourseIds });

/** Courses the signed-in student owns (they unlock free-for-student plans); nothing is asked for a visitor. */
export const useOwnedCourseIds = (isSignedIn: boolean) =>
  useQuery({ ...ownedCoursesQueryOptions(), enabled: isSignedIn });

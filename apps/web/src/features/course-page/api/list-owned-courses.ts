import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, lazyRoute } from '../../../lib/api-client';

const ownedCoursesRoute = lazyRoute(() => import('@shop/contract/cart/cart'), 'ownedCoursesRoute');

export const listOwnedCourseIds = async (): Promise<number[]> =>
  (await api.call(ownedCoursesRoute, {})).data.map((row) => row.courseID);

export const ownedCoursesQueryOptions = () =>
  queryOptions({ queryKey: ['course-page', 'owned-courses'], queryFn: listOwnedCourseIds });

/** Courses the signed-in student owns (they unlock free-for-student plans); nothing is asked for a visitor. */
export const useOwnedCourseIds = (isSignedIn: boolean) =>
  useQuery({ ...ownedCoursesQueryOptions(), enabled: isSignedIn });

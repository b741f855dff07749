import type { QueryClient } from '@tanstack/react-query';
import { ignore } from '../../route-prefetch';
import { currentUserQueryOptions } from '../../../features/auth/api/current-user';
import { myCoursesQueryOptions } from '../../../features/learning/api/list-my-courses';

/** `/myaccount/student/course`: the student's courses, asked for as soon as the session is known. */
export const prefetchMyCourses = async (client: QueryClient) => {
  // A visitor's private call would open the session-expired dialog: the session comes first.
  if (await client.query(currentUserQueryOptions()))
    await client.query(myCoursesQueryOptions()).catch(ignore);
};

import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, lazyRoute } from '../../../lib/api-client';

// The route's schemas (and zod) load with its first call, not with the cart's code.
const studentProfileRoute = lazyRoute(
  () => import('@shop/contract/accounts/student-profile'),
  'studentProfileRoute',
);

export const STUDENT_PROFILE_KEY = ['student-profile'] as const;

export const getStudentProfile = async () => (await api.call(studentProfileRoute, {})).data;

export const studentProfileQueryOptions = (signedIn: boolean) =>
  queryOptions({ queryKey: STUDENT_PROFILE_KEY, queryFn: getStudentProfile, enabled: signedIn });

/** The signed-in student's profile with the tax-invoice details that decide withholding. */
export const useStudentProfile = (signedIn: boolean) => useQuery(studentProfileQueryOptions(signedIn));

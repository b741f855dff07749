import { queryOptions, useQuery } from '@tanstack/react-query';
import { studentProfileRoute } from '@shop/contract/accounts/student-profile';
import { api } from '../../../lib/api-client';

export const STUDENT_PROFILE_KEY = ['student-profile'] as const;

export const getStudentProfile = async () => (await api.call(studentProfileRoute, {})).data;

export const studentProfileQueryOptions = (signedIn: boolean) =>
  queryOptions({ queryKey: STUDENT_PROFILE_KEY, queryFn: getStudentProfile, enabled: signedIn });

/** The signed-in student's profile with the tax-invoice details that decide withholding. */
export const useStudentProfile = (signedIn: boolean) => useQuery(studentProfileQueryOptions(signedIn));

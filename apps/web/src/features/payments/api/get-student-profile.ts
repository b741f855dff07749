import { queryOptions, useQuery } from '@tanstack/react-query';
import { studentProfileRoute } from '@shop/contract/accounts/student-profile';
import { api } from '../../../lib/api-client';

export const getStudentProfile = async () => (await api.call(studentProfileRoute, {})).data;

/** The same key as the checkout's profile query, so both read one cached profile. */
export const studentProfileQueryOptions = () =>
  queryOptions({ queryKey: ['student-profile'], queryFn: getStudentProfile });

/** The signed-in student's profile: the transfer report's contact name comes from it. */
export const useStudentProfile = () => useQuery(studentProfileQueryOptions());

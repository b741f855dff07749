import { queryOptions, useQuery } from '@tanstack/react-query';
import { studentOptionsRoute } from '@shop/contract/admin/students';
import { api } from '../../../lib/api-client';
import { ADMIN_STUDENTS_KEY } from './list-students';

export const getStudentOptions = async () => (await api.call(studentOptionsRoute, {})).data;

export const studentOptionsQueryOptions = () =>
  queryOptions({
    queryKey: [...ADMIN_STUDENTS_KEY, 'options'],
    queryFn: getStudentOptions,
    staleTime: 60_000,
  });

/** The user groups to filter by and the courses an administrator can grant. */
export const useStudentOptions = () => useQuery(studentOptionsQueryOptions());

import { queryOptions, useQuery } from '@tanstack/react-query';
import { getStudentRoute } from '@shop/contract/admin/students';
import { api } from '../../../lib/api-client';
import { ADMIN_STUDENTS_KEY } from './list-students';

export const getStudent = async (userId: number) =>
  (await api.call(getStudentRoute, { params: { id: userId } })).data;

export const studentQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: [...ADMIN_STUDENTS_KEY, 'detail', userId],
    queryFn: () => getStudent(userId),
  });

/** One student's profile, tax profile, orders and enrolments. */
export const useStudent = (userId: number) => useQuery(studentQueryOptions(userId));

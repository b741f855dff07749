import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { listStudentsRoute, type StudentListQuery } from '@shop/contract/admin/students';
import { api } from '../../../lib/api-client';

export const ADMIN_STUDENTS_KEY = ['admin', 'students'] as const;

export const listStudents = async (query: Partial<StudentListQuery>) => {
  const answer = await api.call(listStudentsRoute, { query });
  return { data: answer.data, total: answer.total };
};

export const studentsQueryOptions = (query: Partial<StudentListQuery>) =>
  queryOptions({
    queryKey: [...ADMIN_STUDENTS_KEY, 'list', query],
    queryFn: () => listStudents(query),
    placeholderData: keepPreviousData,
  });

/** One page of students, as the address's search, filters, sort and page ask. */
export const useStudents = (query: Partial<StudentListQuery>) => useQuery(studentsQueryOptions(query));

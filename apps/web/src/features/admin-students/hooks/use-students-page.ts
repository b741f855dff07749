import { STUDENT_FILTERS } from '@shop/contract/admin/students';
import { listQueryOf, useAdminListParams } from '../../../lib/admin-list-params';
import { useStudents } from '../api/list-students';

/** The students page's list parameters (kept in the address) and the page of students they ask for. */
export const useStudentsPage = () => {
  const list = useAdminListParams(STUDENT_FILTERS);
  const students = useStudents(listQueryOf(list.query));
  return { list, students };
};

export type StudentsPage = ReturnType<typeof useStudentsPage>;

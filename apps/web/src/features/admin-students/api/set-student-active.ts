import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deactivateStudentRoute, reactivateStudentRoute } from '@shop/contract/admin/student-actions';
import { api } from '../../../lib/api-client';
import { ADMIN_STUDENTS_KEY } from './list-students';

export const setStudentActive = async (userId: number, isActive: boolean, reason: string) =>
  (
    await api.call(isActive ? reactivateStudentRoute : deactivateStudentRoute, {
      params: { id: userId },
      body: reason === '' ? {} : { reason },
    })
  ).data;

/** Deactivates or reactivates the student's account; the list and the page reload. */
export const useSetStudentActive = (userId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { isActive: boolean; reason: string }) =>
      setStudentActive(userId, input.isActive, input.reason),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADMIN_STUDENTS_KEY }),
  });
};

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { revokeEnrolmentRoute } from '@shop/contract/admin/student-actions';
import { api } from '../../../lib/api-client';
import { studentQueryOptions } from './get-student';

export const revokeEnrolment = async (userId: number, enrolmentId: number) =>
  (await api.call(revokeEnrolmentRoute, { params: { id: userId, enrolmentId }, body: {} })).data;

/** Ends one of the student's enrolments at once; their page reloads. */
export const useRevokeEnrolment = (userId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (enrolmentId: number) => revokeEnrolment(userId, enrolmentId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: studentQueryOptions(userId).queryKey }),
  });
};

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { grantEnrolmentRoute, type GrantEnrolmentBody } from '@shop/contract/admin/student-actions';
import { api } from '../../../lib/api-client';
import { studentQueryOptions } from './get-student';

export const grantEnrolment = async (userId: number, body: GrantEnrolmentBody) =>
  (await api.call(grantEnrolmentRoute, { params: { id: userId }, body })).data;

/** Grants a course to the student without an order; their page reloads. */
export const useGrantEnrolment = (userId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: GrantEnrolmentBody) => grantEnrolment(userId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: studentQueryOptions(userId).queryKey }),
  });
};

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { extendEnrolmentRoute, type ExtendEnrolmentBody } from '@shop/contract/admin/student-actions';
import { api } from '../../../lib/api-client';
import { studentQueryOptions } from './get-student';

export const extendEnrolment = async (userId: number, enrolmentId: number, body: ExtendEnrolmentBody) =>
  (await api.call(extendEnrolmentRoute, { params: { id: userId, enrolmentId }, body })).data;

/** Gives one of the student's enrolments a later end or more learning time; their page reloads. */
export const useExtendEnrolment = (userId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { enrolmentId: number; body: ExtendEnrolmentBody }) =>
      extendEnrolment(userId, input.enrolmentId, input.body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: studentQueryOptions(userId).queryKey }),
  });
};

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { resetPasswordRoute } from '@shop/contract/accounts/password-reset';
import { api } from '../../../lib/api-client';

/** Sets a new password with a mailed link's token; the answer signs the account in. */
export const resetPassword = (input: { token: string; password: string }) =>
  api.call(resetPasswordRoute, { body: input });

export const useResetPassword = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: resetPassword, onSuccess: () => queryClient.invalidateQueries() });
};

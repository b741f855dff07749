import { useMutation } from '@tanstack/react-query';
import { forgotPasswordRoute } from '@shop/contract/accounts/password-reset';
import { api } from '../../../lib/api-client';

/** Mails a reset link if the address has an account (the answer is the same either way). */
export const requestPasswordReset = (email: string) => api.call(forgotPasswordRoute, { body: { email } });

export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset });

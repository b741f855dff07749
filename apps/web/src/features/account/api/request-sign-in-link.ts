import { useMutation } from '@tanstack/react-query';
import { requestSignInLinkRoute } from '@shop/contract/accounts/sign-in-link';
import { api } from '../../../lib/api-client';

/** Mails a one-tap sign-in link if the address has an account (the answer is the same either way). */
export const requestSignInLink = (input: { email: string; returnTo: string }) =>
  api.call(requestSignInLinkRoute, { body: { email: input.email, return_to: input.returnTo } });

export const useRequestSignInLink = () => useMutation({ mutationFn: requestSignInLink });

import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  signInMethodsRoute,
  unlinkIdentityRoute,
  type SocialProviderName,
} from '@shop/contract/accounts/social-identities';
import { api } from '../../../lib/api-client';

export const signInMethodsQueryOptions = () =>
  queryOptions({
    queryKey: ['myaccount', 'sign-in-methods'],
    queryFn: async () => (await api.call(signInMethodsRoute, {})).data,
  });

/** The student's linked providers and whether the account has a password. */
export const useSignInMethods = () => useQuery(signInMethodsQueryOptions());

/** Unlinks a provider; the server refuses the account's last way to sign in. */
export const useUnlinkIdentity = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (provider: SocialProviderName) => api.call(unlinkIdentityRoute, { params: { provider } }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: signInMethodsQueryOptions().queryKey });
    },
  });
};

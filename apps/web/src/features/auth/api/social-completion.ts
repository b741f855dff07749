import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CompleteSocialSignInBody } from '@shop/contract/accounts/social-completion';
import { api, lazyRoute } from '../../../lib/api-client';

const socialCompletionRoute = lazyRoute(
  () => import('@shop/contract/accounts/social-completion'),
  'socialCompletionRoute',
);
const completeSocialSignInRoute = lazyRoute(
  () => import('@shop/contract/accounts/social-completion'),
  'completeSocialSignInRoute',
);

/** The completion step this browser is in (its cookie names it): who the provider said, and what is missing. */
export const getSocialCompletion = async () => (await api.call(socialCompletionRoute, {})).data;

export const socialCompletionQueryOptions = () =>
  queryOptions({
    queryKey: ['auth', 'social-completion'] as const,
    queryFn: getSocialCompletion,
    retry: false,
    staleTime: Infinity,
  });

export const useSocialCompletion = () => useQuery(socialCompletionQueryOptions());

/** Sends the answers; on success the account exists and is signed in, so everything is refreshed. */
export const useCompleteSocialSignIn = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: CompleteSocialSignInBody) =>
      (await api.call(completeSocialSignInRoute, { body })).data,
    onSuccess: () => queryClient.invalidateQueries(),
  });
};

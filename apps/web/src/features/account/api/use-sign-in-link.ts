import { useMutation, useQueryClient } from '@tanstack/react-query';
import { signInWithLinkRoute } from '@shop/contract/accounts/sign-in-link';
import { api } from '../../../lib/api-client';

/** Signs in with a mailed link's token; answers where to go on. */
export const signInWithLink = (token: string) => api.call(signInWithLinkRoute, { body: { token } });

export const useSignInWithLink = () => {
  const queryClient = useQueryClient();
  // Everything read as a visitor may differ once signed in (cart, prices for members, ownership).
  return useMutation({ mutationFn: signInWithLink, onSuccess: () => queryClient.invalidateQueries() });
};

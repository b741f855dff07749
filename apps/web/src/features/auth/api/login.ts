import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, lazyRoute } from '../../../lib/api-client';
import { visitorId } from '../../../lib/visitor-id';
import { CURRENT_USER_KEY } from './current-user';

const loginRoute = lazyRoute(() => import('@shop/contract/auth/login'), 'loginRoute');
const logoutRoute = lazyRoute(() => import('@shop/contract/auth/login'), 'logoutRoute');

type Credentials = { username: string; password: string };

/** Signs in; the visitor's cart joins the account, and everything the user sees is refreshed. */
export const useLogin = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (credentials: Credentials) =>
      api.call(loginRoute, { body: { ...credentials, generate_id: visitorId() } }),
    onSuccess: async (answer) => {
      queryClient.setQueryData(CURRENT_USER_KEY, answer.response.user);
      await queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== 'auth' });
    },
  });
};

export const useLogout = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.call(logoutRoute, {}),
    onSettled: () => {
      queryClient.setQueryData(CURRENT_USER_KEY, null);
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'auth' });
    },
  });
};

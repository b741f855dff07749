import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from '@shop/contract/http/api-client';
import { emitSessionEvent } from './session-events';

/**
 * An Unauthorized answer to a private call: WHITELIST_USER_DENIED opens the sign-out modal,
 * PERMISSION_DENIED the session-expired modal; any other is only logged (spec 1 section 6).
 */
const watchUnauthorized = (error: unknown) => {
  if (!(error instanceof ApiError) || error.status !== 401 || !error.path.startsWith('/private/')) return;
  if (error.code === 'WHITELIST_USER_DENIED') emitSessionEvent('whitelist-denied');
  else if (error.code === 'PERMISSION_DENIED') emitSessionEvent('session-expired');
  else console.warn(`Unauthorized: ${error.path}`);
};

export const createQueryClient = () =>
  new QueryClient({
    queryCache: new QueryCache({ onError: watchUnauthorized }),
    mutationCache: new MutationCache({ onError: watchUnauthorized }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // A refusal will be the same next time; only network and server failures are retried.
        retry: (failureCount, error) =>
          failureCount < 2 && !(error instanceof ApiError && error.status < 500),
      },
    },
  });

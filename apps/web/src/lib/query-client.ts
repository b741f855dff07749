import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '@shop/contract/http/api-client';

export const createQueryClient = () =>
  new QueryClient({
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

import type { QueryClient } from '@tanstack/react-query';

/** After a plan or promotion change: what this browser holds of the storefront (prices, promotions) is stale. */
export const refreshCatalogue = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== 'admin' });

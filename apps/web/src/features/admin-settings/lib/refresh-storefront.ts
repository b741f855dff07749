import type { QueryClient } from '@tanstack/react-query';

/**
 * After a settings change: everything this browser holds of the storefront is stale (prices,
 * texts, methods, the theme), so an open storefront page, or the next one, reads it afresh.
 */
export const refreshStorefront = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== 'admin' });

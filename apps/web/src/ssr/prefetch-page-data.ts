import type { QueryClient } from '@tanstack/react-query';
import { prefetchShell } from '../app/layout/shell-prefetch';
import { ignore, isPagePrefetchHandle } from '../app/route-prefetch';

/**
 * Asks, all at once, for the data of the page's frame and what its route declares it shows
 * (`serverPrefetch`), before the first render. A query that failed is forgotten, as the render
 * forgets one (`renderWithItsData`): the page shows it loading and the browser asks.
 */
export const prefetchPageData = async (
  client: QueryClient,
  routeHandles: readonly unknown[],
  request: Request,
): Promise<void> => {
  await Promise.all([
    prefetchShell(client),
    ...routeHandles
      .filter(isPagePrefetchHandle)
      .map(async (handle) => (await handle.prefetch())(client, request).catch(ignore)),
  ]);
  const cache = client.getQueryCache();
  for (const query of cache.findAll({ predicate: (query) => query.state.status === 'error' }))
    cache.remove(query);
};

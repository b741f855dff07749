import type { Query, QueryClient } from '@tanstack/react-query';

/** A page needs at most this many rounds of data (a course, then its curriculum, then more). */
const MAX_ROUNDS = 5;

const isEnabled = (query: Query): boolean => {
  // The observer's options, `enabled` among them, are the ones the query was built with.
  const { enabled } = query.options as { enabled?: unknown };
  const value: unknown =
    typeof enabled === 'function' ? (enabled as (query: Query) => unknown)(query) : enabled;
  return value !== false;
};

/**
 * Renders a page with the data its components ask for, the way the browser would fetch it: render,
 * fetch the queries the render created and left waiting, and render again until a render asks for
 * nothing new; that render is the page. The keys and fetchers are the components' own, so the
 * browser's cache takes the answers as its own and fetches nothing twice. A query that fails (a
 * private one, a refusal) is forgotten: the page renders it as still loading, as the browser's
 * first render will, and the browser asks; when all that a render asked for failed so, that render
 * is already the page.
 */
export const renderWithItsData = async <T>(
  queryClient: QueryClient,
  render: () => Promise<T>,
): Promise<T> => {
  const asked = new Set<string>();
  for (let round = 1; ; round += 1) {
    const rendered = await render();
    const waiting = queryClient
      .getQueryCache()
      .getAll()
      .filter((query) => query.state.status === 'pending' && !asked.has(query.queryHash) && isEnabled(query));
    if (waiting.length === 0 || round === MAX_ROUNDS) return rendered;
    const answered = await Promise.all(
      waiting.map(async (query) => {
        asked.add(query.queryHash);
        try {
          await query.fetch();
          return true;
        } catch {
          queryClient.getQueryCache().remove(query);
          return false;
        }
      }),
    );
    // Nothing new arrived (every call was the browser's to make): a new render would show the same.
    if (!answered.includes(true)) return rendered;
  }
};

import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';

/** Starts a page's queries; the page's own hooks then find them under the same keys. */
export type PagePrefetch = (client: QueryClient, request: Request) => Promise<unknown>;

/** A prefetch that failed: the page's own query asks again and shows the error. */
export const ignore = () => undefined;

let browserQueries: QueryClient | null = null;

/** The browser's query cache, where route loaders start their pages' queries. */
export const prefetchInto = (client: QueryClient) => {
  browserQueries = client;
};

/**
 * A route loader that starts the page's API calls while the page's code downloads, instead of
 * after it has run (the cart asked for the user, then the cart, then its plans, each after the
 * one before, only once its 400 KB of code had arrived). It returns at once: the page renders
 * as soon as its code is there, and shows what has arrived. On the server, which asks for a
 * page's data through the route's `serverPrefetch` handle instead, there is no browser cache and
 * it does nothing. A failed prefetch is left to the page, whose own query asks again and shows
 * the error.
 */
export const prefetchLoader =
  (load: () => Promise<PagePrefetch>) =>
  ({ request }: LoaderFunctionArgs) => {
    const client = browserQueries;
    if (client) {
      void load()
        .then((prefetch) => prefetch(client, request))
        .catch(ignore);
    }
    return null;
  };

/** A route's `handle` when the server should ask for its page's data before it renders. */
export type PagePrefetchHandle = { prefetch: () => Promise<PagePrefetch> };

export const isPagePrefetchHandle = (handle: unknown): handle is PagePrefetchHandle =>
  typeof handle === 'object' &&
  handle !== null &&
  typeof (handle as Partial<PagePrefetchHandle>).prefetch === 'function';

/**
 * A server-rendered page whose data the server asks for all at once before its first render
 * (through the route's handle), so the render does not discover the data one component at a
 * time, each only once the one before it has rendered. Not a loader: a loader without data of its
 * own in the page would make the browser's router wait instead of taking over the server's HTML.
 */
export const serverPrefetch = (load: () => Promise<PagePrefetch>): PagePrefetchHandle => ({ prefetch: load });

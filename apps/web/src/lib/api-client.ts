import type { z } from 'zod';
import { createApiClient, type RouteCallInput } from '@shop/contract/http/api-client';
import type { RouteDefinition } from '@shop/contract/http/define-route';
import { forgetEarlyReads, takeEarlyRead } from '../page-start/early-reads';

/**
 * The browser's calls: a plain read the entry script already started (`early-reads`) is answered
 * from it, once; any other call goes out, and a change made on the server voids what was read early.
 */
const browserTransport: typeof fetch = (input, init) => {
  const isRead = (init?.method ?? 'GET') === 'GET';
  if (!isRead) forgetEarlyReads();
  const isPlain = isRead && Object.keys(init?.headers ?? {}).length === 0 && !init?.signal?.aborted;
  return (isPlain && typeof input === 'string' ? takeEarlyRead(input) : undefined) ?? fetch(input, init);
};

let transport: typeof fetch = browserTransport;

/**
 * The server renders pages with this same client, calling its own API in-process (see
 * `ssr/entry-server.tsx`); a browser never sets it.
 */
export const setApiTransport = (serverTransport: typeof fetch) => {
  transport = serverTransport;
};

/** A route whose module (and its schemas) loads with the route's first call: see `lazyRoute`. */
export type RouteLoader<R extends RouteDefinition> = () => Promise<R>;

/**
 * A route of the public pages, loaded when it is first called rather than with the page. Building
 * the schemas of every route a page might call was a third of a phone's work before the page
 * answered a tap, and the page's data comes with its HTML (docs/performance.md).
 */
export const lazyRoute =
  <TModule, TName extends keyof TModule>(load: () => Promise<TModule>, name: TName) =>
  async (): Promise<TModule[TName]> =>
    (await load())[name];

const client = createApiClient({ fetch: (input, init) => transport(input, init) });

/** The one client of the shop API; same origin, so the session cookie goes along. */
export const api = {
  call: async <R extends RouteDefinition>(
    route: R | RouteLoader<R>,
    input: RouteCallInput<R>,
  ): Promise<z.output<R['response']>> =>
    client.call(typeof route === 'function' ? await route() : route, input),
};

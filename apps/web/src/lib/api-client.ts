import { createApiClient } from '@shop/contract/http/api-client';

let transport: typeof fetch = (input, init) => fetch(input, init);

/**
 * The server renders pages with this same client, calling its own API in-process (see
 * `ssr/entry-server.tsx`); a browser never sets it.
 */
export const setApiTransport = (serverTransport: typeof fetch) => {
  transport = serverTransport;
};

/** The one client of the shop API; same origin, so the session cookie goes along. */
export const api = createApiClient({ fetch: (input, init) => transport(input, init) });

import { createApiClient } from '@shop/contract/http/api-client';

/** The one client of the shop API; same origin, so the session cookie goes along. */
export const api = createApiClient();

import type { QueryClient } from '@tanstack/react-query';
import { currentUserQueryOptions } from '../../features/auth/api/current-user';
import { paymentMethodsQueryOptions } from '../../features/checkout/api/list-payment-methods';
import { siteSettingsQueryOptions } from '../../features/settings/api/site-settings';
import { ignore } from '../route-prefetch';

/**
 * What the frame of every page asks for (the reader, the shop's settings, the payment marks of the
 * footer), asked for together; the server renders a page only once they are in.
 */
export const prefetchShell = (client: QueryClient) =>
  Promise.all([
    client.query(currentUserQueryOptions()).catch(ignore),
    client.query(siteSettingsQueryOptions()).catch(ignore),
    client.query(paymentMethodsQueryOptions()).catch(ignore),
  ]);

import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, lazyRoute } from '../../../lib/api-client';

const siteSettingsRoute = lazyRoute(
  () => import('@shop/contract/settings/site-settings'),
  'siteSettingsRoute',
);

export const siteSettingsQueryOptions = () =>
  queryOptions({
    queryKey: ['settings', 'site'],
    queryFn: async () => (await api.call(siteSettingsRoute, {})).data,
    staleTime: 5 * 60_000,
  });

export const useSiteSettings = () => useQuery(siteSettingsQueryOptions());

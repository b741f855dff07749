import { queryOptions, useQuery } from '@tanstack/react-query';
import { siteSettingsRoute } from '@shop/contract/settings/site-settings';
import { api } from '../../../lib/api-client';

export const siteSettingsQueryOptions = () =>
  queryOptions({
    queryKey: ['settings', 'site'],
    queryFn: async () => (await api.call(siteSettingsRoute, {})).data,
    staleTime: 5 * 60_000,
  });

export const useSiteSettings = () => useQuery(siteSettingsQueryOptions());

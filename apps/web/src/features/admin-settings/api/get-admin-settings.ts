import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminSettingsRoute } from '@shop/contract/admin/settings';
import { api } from '../../../lib/api-client';

export const getAdminSettings = async () => (await api.call(adminSettingsRoute, {})).data;

export const adminSettingsQueryOptions = () =>
  queryOptions({ queryKey: ['admin', 'settings'], queryFn: getAdminSettings });

/** Every site setting, internal limits included. */
export const useAdminSettings = () => useQuery(adminSettingsQueryOptions());

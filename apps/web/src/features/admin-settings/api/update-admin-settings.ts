import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateAdminSettingsRoute } from '@shop/contract/admin/settings';
import type { SiteSettings } from '@shop/contract/settings/site-settings';
import { api } from '../../../lib/api-client';
import { refreshStorefront } from '../lib/refresh-storefront';
import { adminSettingsQueryOptions } from './get-admin-settings';

export const updateAdminSettings = async (changes: Partial<SiteSettings>) =>
  (await api.call(updateAdminSettingsRoute, { body: changes })).data;

/**
 * Saves some settings. The answer is the whole settings document; everything else this browser
 * holds is marked stale too, since settings change prices, texts, layouts and the theme.
 */
export const useUpdateAdminSettings = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAdminSettings,
    onSuccess: async (settings) => {
      queryClient.setQueryData(adminSettingsQueryOptions().queryKey, settings);
      await refreshStorefront(queryClient);
    },
  });
};

import { queryOptions, useQuery } from '@tanstack/react-query';
import { howToBuyRoute } from '@shop/contract/settings/site-settings';
import { api } from '../../../lib/api-client';

/** The how-to-buy text exactly as the course page reads it (the storefront's own route). */
export const getHowToBuyPreview = async () => (await api.call(howToBuyRoute, {})).data;

// Not under 'admin': a settings save marks the storefront's reads stale, this one with them.
export const howToBuyPreviewQueryOptions = () =>
  queryOptions({ queryKey: ['how-to-buy-preview'], queryFn: getHowToBuyPreview });

export const useHowToBuyPreview = () => useQuery(howToBuyPreviewQueryOptions());

import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, lazyRoute } from '../../../lib/api-client';

// The route's schemas (and zod) load with its first call, not with the cart's code.
const listShippingFeesRoute = lazyRoute(
  () => import('@shop/contract/shipping/shipping'),
  'listShippingFeesRoute',
);

export const listShippingFees = async () => (await api.call(listShippingFeesRoute, {})).data;

export const shippingFeesQueryOptions = () =>
  queryOptions({ queryKey: ['shipping-fees'], queryFn: listShippingFees, staleTime: 5 * 60_000 });

/** Delivery options and their fees. */
export const useShippingFees = (enabled: boolean) => useQuery({ ...shippingFeesQueryOptions(), enabled });

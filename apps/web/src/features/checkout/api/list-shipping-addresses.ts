import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, lazyRoute } from '../../../lib/api-client';

// The route's schemas (and zod) load with its first call, not with the cart's code.
const listShippingAddressesRoute = lazyRoute(
  () => import('@shop/contract/shipping/shipping'),
  'listShippingAddressesRoute',
);

export const SHIPPING_ADDRESSES_KEY = ['shipping-addresses'] as const;

export const listShippingAddresses = async () => (await api.call(listShippingAddressesRoute, {})).data;

export const shippingAddressesQueryOptions = (signedIn: boolean) =>
  queryOptions({ queryKey: SHIPPING_ADDRESSES_KEY, queryFn: listShippingAddresses, enabled: signedIn });

/** The signed-in user's delivery addresses, the default first. */
export const useShippingAddresses = (signedIn: boolean) => useQuery(shippingAddressesQueryOptions(signedIn));

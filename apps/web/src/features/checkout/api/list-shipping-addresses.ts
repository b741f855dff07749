import { queryOptions, useQuery } from '@tanstack/react-query';
import { listShippingAddressesRoute } from '@shop/contract/shipping/shipping';
import { api } from '../../../lib/api-client';

export const SHIPPING_ADDRESSES_KEY = ['shipping-addresses'] as const;

export const listShippingAddresses = async () => (await api.call(listShippingAddressesRoute, {})).data;

export const shippingAddressesQueryOptions = (signedIn: boolean) =>
  queryOptions({ queryKey: SHIPPING_ADDRESSES_KEY, queryFn: listShippingAddresses, enabled: signedIn });

/** The signed-in user's delivery addresses, the default first. */
export const useShippingAddresses = (signedIn: boolean) => useQuery(shippingAddressesQueryOptions(signedIn));

import { queryOptions, useQuery } from '@tanstack/react-query';
import { listShippingFeesRoute } from '@shop/contract/shipping/shipping';
import { api } from '../../../lib/api-client';

export const listShippingFees = async () => (await api.call(listShippingFeesRoute, {})).data;

export const shippingFeesQueryOptions = () =>
  queryOptions({ queryKey: ['shipping-fees'], queryFn: listShippingFees, staleTime: 5 * 60_000 });

/** Delivery options and their fees. */
export const useShippingFees = (enabled: boolean) => useQuery({ ...shippingFeesQueryOptions(), enabled });

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createShippingAddressRoute, type ShippingAddressBody } from '@shop/contract/shipping/shipping';
import { api } from '../../../lib/api-client';
import { SHIPPING_ADDRESSES_KEY } from './list-shipping-addresses';

export const createShippingAddress = async (body: ShippingAddressBody) =>
  (await api.call(createShippingAddressRoute, { body })).data;

export const useCreateShippingAddress = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createShippingAddress,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SHIPPING_ADDRESSES_KEY }),
  });
};

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { payPalCreateOrderRoute, type PayPalCreateOrderBody } from '@shop/contract/payments/paypal';
import { api } from '../../../lib/api-client';

/** Asks the server to create the PayPal order for the shop's order; answers where the buyer approves it. */
export const createPayPalOrder = (body: PayPalCreateOrderBody) => api.call(payPalCreateOrderRoute, { body });

export const useCreatePayPalOrder = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPayPalOrder,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['orders'] }),
  });
};

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { gbPrimeCardRoute, type GbPrimeCardBody } from '@shop/contract/payments/gbprime';
import { api } from '../../../lib/api-client';

/** Pays the order with a GB card token (never a card number): spec 2's `POST /api/gbprime`. */
export const payGbPrimeCard = (body: GbPrimeCardBody) => api.call(gbPrimeCardRoute, { body });

export const usePayGbPrimeCard = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: payGbPrimeCard,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['orders'] }),
  });
};

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { gbPrimePromptPayRoute, type GbPrimePromptPayBody } from '@shop/contract/payments/gbprime';
import { api } from '../../../lib/api-client';

/** Creates a PromptPay QR (GB Prime Pay, method 12) for the order's amount to pay. */
export const createGbPrimePromptPayQr = (body: GbPrimePromptPayBody) =>
  api.call(gbPrimePromptPayRoute, { body });

export const useCreateGbPrimePromptPayQr = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createGbPrimePromptPayQr,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['orders'] }),
  });
};

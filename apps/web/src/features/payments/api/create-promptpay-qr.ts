import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type omisePromptPayBodySchema, omisePromptPayRoute } from '@shop/contract/payments/omise';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';

type PromptPayBody = z.input<typeof omisePromptPayBodySchema>;

/** Creates a PromptPay QR (Omise, method 9) for the order's amount to pay. */
export const createPromptPayQr = (body: PromptPayBody) => api.call(omisePromptPayRoute, { body });

export const useCreatePromptPayQr = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPromptPayQr,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['orders'] }),
  });
};

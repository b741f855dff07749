import { useMutation, useQueryClient } from '@tanstack/react-query';
import { scbQrCreateRoute, type ScbQrCreateBody } from '@shop/contract/payments/scb';
import { api } from '../../../lib/api-client';

/** Spec 2's Bank QR request: an SCB Thai QR for the order (method 4); a new one retires the old. */
export const createScbQr = (body: ScbQrCreateBody) => api.call(scbQrCreateRoute, { body });

export const useCreateScbQr = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createScbQr,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['orders'] }),
  });
};

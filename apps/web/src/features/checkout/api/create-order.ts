import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createOrderRoute, type CreateOrderBody } from '@shop/contract/orders/order';
import { api } from '../../../lib/api-client';

/** Creates the order; the same key with the same body answers the first order again. */
export const createOrder = (input: { body: CreateOrderBody; idempotencyKey: string }) =>
  api.call(createOrderRoute, { body: input.body, headers: { 'Idempotency-Key': input.idempotencyKey } });

export const useCreateOrder = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createOrder,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['orders'] }),
  });
};

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateOrderBody } from '@shop/contract/orders/order';
import { api, lazyRoute } from '../../../lib/api-client';

// The route's schemas (and zod) load with its first call, not with the cart's code.
const createOrderRoute = lazyRoute(() => import('@shop/contract/orders/order'), 'createOrderRoute');

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

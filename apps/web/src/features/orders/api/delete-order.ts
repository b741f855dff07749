import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteOrderRoute } from '@shop/contract/orders/order';
import { api } from '../../../lib/api-client';

/** Cancels one of the student's unpaid orders; its seats, stock and coupon uses return. */
export const deleteOrder = (orderId: number) => api.call(deleteOrderRoute, { body: { order_id: orderId } });

export const useDeleteOrder = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteOrder,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['orders'] }),
  });
};

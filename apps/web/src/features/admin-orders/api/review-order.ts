import { useMutation, useQueryClient } from '@tanstack/react-query';
import { approveOrderRoute, rejectOrderRoute } from '@shop/contract/admin/order-review';
import { api } from '../../../lib/api-client';
import { ADMIN_ORDERS_KEY } from './list-orders';

export const approveOrder = (orderId: number) =>
  api.call(approveOrderRoute, { params: { id: orderId }, body: {} });

export const rejectOrder = (orderId: number, reason: string) =>
  api.call(rejectOrderRoute, { params: { id: orderId }, body: { reason } });

/** Approves an order waiting for review (the buyer is enrolled and mailed); every order query reads again. */
export const useApproveOrder = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (orderId: number) => approveOrder(orderId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADMIN_ORDERS_KEY }),
  });
};

/** Rejects an order waiting for review with the reason the buyer reads. */
export const useRejectOrder = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, reason }: { orderId: number; reason: string }) => rejectOrder(orderId, reason),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADMIN_ORDERS_KEY }),
  });
};

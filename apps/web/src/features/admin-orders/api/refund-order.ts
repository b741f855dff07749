import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refundOrderRoute, type RefundOrderBody } from '@shop/contract/admin/order-refunds';
import { api } from '../../../lib/api-client';
import { orderQueryOptions } from './get-order';
import { ADMIN_ORDERS_KEY } from './list-orders';

export const refundOrder = async (orderId: number, body: RefundOrderBody) =>
  (await api.call(refundOrderRoute, { params: { id: orderId }, body })).data;

/** Refunds lines of an approved order; the order's page shows the answer, lists read again. */
export const useRefundOrder = (orderId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RefundOrderBody) => refundOrder(orderId, body),
    onSuccess: async (order) => {
      queryClient.setQueryData(orderQueryOptions(orderId).queryKey, order);
      await queryClient.invalidateQueries({ queryKey: ADMIN_ORDERS_KEY });
    },
  });
};

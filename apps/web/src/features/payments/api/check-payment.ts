import { useMutation, useQueryClient } from '@tanstack/react-query';
import { checkPaymentRoute } from '@shop/contract/payments/omise';
import { api } from '../../../lib/api-client';

type CheckPaymentInput = {
  orderId: number;
  attemptId: number | null;
  methodId?: number;
  /** The buyer came back without paying, or stopped waiting: the server may end the attempt. */
  abandon?: boolean;
};

/** "Check now": the server asks the provider about the order's open payment and answers the order's state. */
export const checkPayment = ({ orderId, attemptId, methodId, abandon }: CheckPaymentInput) =>
  api.call(checkPaymentRoute, {
    body: {
      order_id: orderId,
      order_payment_id: attemptId,
      ...(methodId === undefined ? {} : { payment_method_id: methodId }),
      ...(abandon === true ? { abandon } : {}),
    },
  });

export const useCheckPayment = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: checkPayment,
    // Whatever it answered, the order may have moved: read it again.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['orders'] }),
  });
};

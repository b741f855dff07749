import type { OrderDetail } from '@shop/contract/orders/order';
import { useCreateGbPrimePromptPayQr } from '../api/create-gbprime-promptpay-qr';
import { openGbPrimeQr } from '../lib/gbprime-promptpay-state';
import { usePromptPayQr } from './use-promptpay-qr';

/**
 * GB Prime Pay PromptPay (12): spec 2 only logged the QR answer; the shop shows it, in its one QR
 * flow.
 */
export const useGbPrimePromptPayPayment = (order: OrderDetail) => {
  const create = useCreateGbPrimePromptPayQr();
  return usePromptPayQr(order, {
    createQr: async () => {
      const answer = await create.mutateAsync({
        orderId: order.id,
        total_amount: order.total,
        email: order.email,
      });
      return {
        imageUrl: answer.data.qr_image,
        expiresAt: answer.data.expires_at,
        attemptId: answer.orderPaymentId,
      };
    },
    isCreating: create.isPending,
    openQr: openGbPrimeQr,
  });
};

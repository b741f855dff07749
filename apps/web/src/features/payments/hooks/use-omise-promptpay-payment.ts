import type { OrderDetail } from '@shop/contract/orders/order';
import { useCreatePromptPayQr } from '../api/create-promptpay-qr';
import { openPromptPayQr } from '../lib/promptpay-state';
import { usePromptPayQr } from './use-promptpay-qr';

/** Omise PromptPay (9): the shop's QR flow, with the QR Omise makes for the order. */
export const useOmisePromptPayPayment = (order: OrderDetail) => {
  const create = useCreatePromptPayQr();
  return usePromptPayQr(order, {
    createQr: async () => {
      const answer = await create.mutateAsync({
        orderId: order.id,
        total_amount: order.total,
        email: order.email,
      });
      return {
        imageUrl: answer.QrcodeUrl.image.download_uri,
        expiresAt: answer.expires_at,
        attemptId: answer.orderPaymentId,
      };
    },
    isCreating: create.isPending,
    openQr: openPromptPayQr,
  });
};

import { useState } from 'react';
import type { OrderDetail } from '@shop/contract/orders/order';
import { useCreatePayPalOrder } from '../api/create-paypal-order';
import { useLeaveAfterPayment } from './use-leave-after-payment';
import { usePaymentFeedback } from './use-payment-feedback';
import { usePaymentUnderWay } from './use-payment-under-way';

/**
 * PayPal (2): the modal, and its button that has the server create the PayPal order and takes
 * the browser to PayPal's approval page. PayPal sends the buyer back to the payment return
 * screen, where the server captures; the browser never reports a payment. If the order cannot
 * be created, spec 2's way out: the error, the modal closes, the orders page; if a payment of the
 * order may be under way, the return screen, which finds out.
 */
export const usePayPalPayment = (order: OrderDetail) => {
  const create = useCreatePayPalOrder();
  const feedback = usePaymentFeedback();
  const leave = useLeaveAfterPayment();
  const followUnderWay = usePaymentUnderWay(order.id);
  const [open, setOpen] = useState(false);
  const [leaving, setLeaving] = useState(false);

  const goToPayPal = async () => {
    try {
      const answer = await create.mutateAsync({ orderId: order.id });
      setLeaving(true);
      window.location.assign(answer.approve_url);
    } catch (error) {
      if (followUnderWay(error)) return;
      feedback.paymentError(error);
      setOpen(false);
      leave.toOrders();
    }
  };

  return {
    open,
    busy: create.isPending || leaving,
    show: () => setOpen(true),
    close: () => setOpen(false),
    goToPayPal,
  };
};

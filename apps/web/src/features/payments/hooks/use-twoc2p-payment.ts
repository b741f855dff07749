import { useState } from 'react';
import type { OrderDetail } from '@shop/contract/orders/order';
import { useCreateTwoC2pLink } from '../api/create-twoc2p-link';
import { useTwoC2pConfig } from '../api/get-twoc2p-config';
import { bahtText, twoC2pKindOf } from '../lib/twoc2p-link';
import { useLeaveAfterPayment } from './use-leave-after-payment';
import { usePaymentFeedback } from './use-payment-feedback';
import { usePaymentUnderWay } from './use-payment-under-way';

/**
 * 2C2P (3, 10, 15): the link route answers 2C2P's payment page and the browser goes there (for
 * installments with the term the buyer chose from the server's plans). A failed link call shows
 * the error, then the order list (spec 2), unless a payment of the order may be under way: then
 * the return screen, which finds out. 2C2P sends the buyer back to the return screen.
 */
export const useTwoC2pPayment = (order: OrderDetail) => {
  const kind = twoC2pKindOf(order.payment_method_id);
  const amount = bahtText(order.total);
  const config = useTwoC2pConfig(amount, order.currency_code, kind === 'installment');
  const link = useCreateTwoC2pLink();
  const feedback = usePaymentFeedback();
  const leave = useLeaveAfterPayment();
  const followUnderWay = usePaymentUnderWay(order.id);
  const [months, setMonths] = useState<number | null>(null);
  const [leaving, setLeaving] = useState(false);

  const pay = async () => {
    if (kind === 'installment' && months === null) return;
    try {
      const answer = await link.mutateAsync(
        kind === 'qr'
          ? { kind: 'qr', body: { order_id: order.id, amount, currency_code: 'THB' } }
          : {
              kind: 'payment',
              body: { orderId: order.id, amount, ...(months === null ? {} : { installment_months: months }) },
            },
      );
      setLeaving(true);
      window.location.assign(answer.result.webPaymentUrl);
    } catch (error) {
      if (followUnderWay(error)) return;
      feedback.paymentError(error);
      leave.toOrders();
    }
  };

  return {
    kind,
    plans: config.data?.installment.plans ?? [],
    minimumTotal: config.data?.installment.minimum_total ?? null,
    loadingPlans: config.isPending && kind === 'installment',
    months,
    choose: setMonths,
    pay,
    busy: link.isPending || leaving,
  };
};

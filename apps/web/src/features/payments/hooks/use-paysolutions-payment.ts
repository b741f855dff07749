import { useEffect, useState } from 'react';
import type { OrderDetail } from '@shop/contract/orders/order';
import type { PaySolutionsForm } from '@shop/contract/payments/paysolutions';
import { useStartPaySolutionsPayment } from '../api/start-paysolutions-payment';
import { usePaymentFeedback } from './use-payment-feedback';
import { usePaymentUnderWay } from './use-payment-under-way';

/**
 * Pay Solutions (13): asks the server for a new attempt and its form, then hands the form to the
 * page to post (the browser leaves the shop). Nothing is posted to Pay Solutions from script, and
 * no "payment completed" report is ever sent from here: the server asks Pay Solutions itself.
 */
export const usePaySolutionsPayment = (order: OrderDetail) => {
  const start = useStartPaySolutionsPayment();
  const feedback = usePaymentFeedback();
  const followUnderWay = usePaymentUnderWay(order.id);
  const [form, setForm] = useState<PaySolutionsForm | null>(null);

  // Back from Pay Solutions' page with the browser's back button, the page may be restored as it
  // was when it left: offer the button again instead of a form that was already posted.
  useEffect(() => {
    const restored = (event: PageTransitionEvent) => {
      if (event.persisted) setForm(null);
    };
    window.addEventListener('pageshow', restored);
    return () => window.removeEventListener('pageshow', restored);
  }, []);

  const pay = async () => {
    try {
      const answer = await start.mutateAsync({ order_id: order.id });
      setForm(answer.form);
    } catch (error) {
      if (followUnderWay(error)) return;
      feedback.paymentError(error);
    }
  };

  return { form, leaving: form !== null, busy: start.isPending || form !== null, pay };
};

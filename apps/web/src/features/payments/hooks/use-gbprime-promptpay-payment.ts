import { useEffect, useRef, useState } from 'react';
import type { OrderDetail } from '@shop/contract/orders/order';
import { useCreateGbPrimePromptPayQr } from '../api/create-gbprime-promptpay-qr';
import { useOrder } from '../api/get-order';
import { REDIRECT_DELAY_MS } from '../lib/after-payment';
import { openGbPrimeQr } from '../lib/gbprime-promptpay-state';
import { promptPayOutcome, type PromptPayQr } from '../lib/promptpay-state';
import { useCountdown } from './use-countdown';
import { useLeaveAfterPayment } from './use-leave-after-payment';
import { usePaymentFeedback } from './use-payment-feedback';
import { usePaymentUnderWay } from './use-payment-under-way';

/**
 * GB Prime Pay PromptPay (12): spec 2 only logged the QR answer; the shop shows it. While the QR
 * shows, the order is read every 6 s (and at once on the socket's `order:updated`): approved goes
 * to the thank-you page (no query) or orders after 0.5 s; rejected to orders; an expired or failed
 * QR offers a new one.
 */
export const useGbPrimePromptPayPayment = (order: OrderDetail) => {
  const create = useCreateGbPrimePromptPayQr();
  const feedback = usePaymentFeedback();
  const leave = useLeaveAfterPayment();
  const followUnderWay = usePaymentUnderWay(order.id);
  const [qr, setQr] = useState<PromptPayQr | null>(null);
  const [open, setOpen] = useState(false);
  const watching = open && qr !== null;
  const live = useOrder(watching ? order.id : null, watching);
  const seconds = useCountdown(watching ? qr.expiresAt : null);
  const outcome = qr ? promptPayOutcome(live.data ?? null, qr, seconds) : null;
  const outcomeKind = outcome?.kind ?? null;
  const left = useRef(false);

  useEffect(() => {
    if (left.current) return;
    if (outcomeKind === 'paid') leave.toThankYouOrOrders(null, REDIRECT_DELAY_MS);
    else if (outcomeKind === 'closed') leave.toOrders();
    else return;
    left.current = true;
  }, [outcomeKind, leave]);

  const createQr = async () => {
    try {
      const answer = await create.mutateAsync({
        orderId: order.id,
        total_amount: order.total,
        email: order.email,
      });
      setQr({
        imageUrl: answer.data.qr_image,
        expiresAt: answer.data.expires_at,
        attemptId: answer.orderPaymentId,
      });
      setOpen(true);
    } catch (error) {
      if (followUnderWay(error)) return;
      feedback.paymentError(error);
    }
  };

  /** Shows the order's open QR again when it still has time left; otherwise asks for a new one. */
  const start = async () => {
    const resumable = openGbPrimeQr(order.latest_payment, Date.now());
    if (!resumable) return createQr();
    setQr(resumable);
    setOpen(true);
  };

  return {
    qr,
    open,
    outcome,
    seconds,
    hasOpenQr: openGbPrimeQr(order.latest_payment, 0) !== null,
    creating: create.isPending,
    start,
    renew: createQr,
    close: () => setOpen(false),
  };
};

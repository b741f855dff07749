import { useEffect, useRef, useState } from 'react';
import type { OrderDetail } from '@shop/contract/orders/order';
import { useOrder } from '../api/get-order';
import { REDIRECT_DELAY_MS } from '../lib/after-payment';
import { promptPayOutcome, type PromptPayQr } from '../lib/promptpay-state';
import { useCountdown } from './use-countdown';
import { useLeaveAfterPayment } from './use-leave-after-payment';
import { usePaymentFeedback } from './use-payment-feedback';
import { usePaymentUnderWay } from './use-payment-under-way';

/** What a PromptPay provider (Omise, GB Prime Pay) adds to the shop's one QR flow. */
export type PromptPayProvider = {
  /** Asks the provider for a new QR for the order. */
  createQr: () => Promise<PromptPayQr>;
  isCreating: boolean;
  /** The order's last QR from this provider while it still has time left at `now`, else null. */
  openQr: (latest: OrderDetail['latest_payment'], now: number) => PromptPayQr | null;
};

/**
 * A PromptPay QR for the order, shown with its countdown. While it shows, the order is read every
 * 6 s (and at once on the socket's `order:updated`): approved goes to the thank-you page (no query)
 * or orders after 0.5 s; rejected to orders; an expired or failed QR offers a new one.
 */
export const usePromptPayQr = (order: OrderDetail, provider: PromptPayProvider) => {
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
      setQr(await provider.createQr());
      setOpen(true);
    } catch (error) {
      if (followUnderWay(error)) return;
      feedback.paymentError(error);
    }
  };

  /** Shows the order's open QR again when it still has time left; otherwise asks for a new one. */
  const start = async () => {
    const resumable = provider.openQr(order.latest_payment, Date.now());
    if (!resumable) return createQr();
    setQr(resumable);
    setOpen(true);
  };

  return {
    qr,
    open,
    outcome,
    seconds,
    /** The order has a QR that may still be shown again (its time is checked when pressed). */
    hasOpenQr: provider.openQr(order.latest_payment, 0) !== null,
    creating: provider.isCreating,
    start,
    renew: createQr,
    close: () => setOpen(false),
  };
};

export type PromptPayQrPayment = ReturnType<typeof usePromptPayQr>;

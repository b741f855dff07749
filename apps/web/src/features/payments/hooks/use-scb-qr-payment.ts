import { useEffect, useRef, useState } from 'react';
import { ApiError } from '@shop/contract/http/api-client';
import type { OrderDetail } from '@shop/contract/orders/order';
import { PaymentMethodId } from '@shop/domain/payments/payment-methods';
import { useCheckPayment } from '../api/check-payment';
import { useCreateScbQr } from '../api/create-scb-qr';
import { useOrder } from '../api/get-order';
import { REDIRECT_DELAY_MS } from '../lib/after-payment';
import { openScbQr, scbQrImageUrl, scbQrView, type ScbQr } from '../lib/scb-qr-state';
import { useCountdown } from './use-countdown';
import { useLeaveAfterPayment } from './use-leave-after-payment';
import { usePaymentUnderWay } from './use-payment-under-way';

/**
 * SCB QR (4): spec 2's Bank QR modal. Opening it asks for a QR (or shows the order's open one);
 * while it shows, the order is read every 6 s and at once on the socket's `order:updated`: paid
 * goes to the thank-you page (or orders) after 0.5 s, refused to orders. "Done" asks the server
 * to check with SCB now; only SCB's answer moves the order.
 */
export const useScbQrPayment = (order: OrderDetail) => {
  const create = useCreateScbQr();
  const check = useCheckPayment();
  const leave = useLeaveAfterPayment();
  const followUnderWay = usePaymentUnderWay(order.id);
  const [open, setOpen] = useState(false);
  const [qr, setQr] = useState<ScbQr | null>(null);
  const [createError, setCreateError] = useState<{ code: string | null } | null>(null);
  const [notPaidYet, setNotPaidYet] = useState(false);
  const watching = open && qr !== null;
  const live = useOrder(watching ? order.id : null, watching);
  const secondsLeft = useCountdown(watching ? qr.expiresAt : null);
  const view = scbQrView({
    isCreating: create.isPending,
    createError,
    qr,
    order: live.data ?? null,
    secondsLeft,
  });
  const left = useRef(false);

  useEffect(() => {
    if (left.current) return;
    if (view.kind === 'paid') leave.toThankYouOrOrders(order.order_token, REDIRECT_DELAY_MS);
    else if (view.kind === 'closed') leave.toOrders();
    else return;
    left.current = true;
  }, [view.kind, leave, order.order_token]);

  /** A new QR; the server retires the previous one. */
  const renew = async () => {
    setOpen(true);
    setQr(null);
    setCreateError(null);
    setNotPaidYet(false);
    try {
      const answer = await create.mutateAsync({ orderId: order.id });
      setQr({
        imageUrl: scbQrImageUrl(answer.data.qrImage),
        expiresAt: answer.data.expires_at,
        attemptId: answer.data.orderPaymentId,
      });
    } catch (error) {
      if (followUnderWay(error)) return;
      setCreateError({ code: error instanceof ApiError ? error.code : null });
    }
  };

  /** Shows the order's open QR again while it has time left; otherwise asks for a new one. */
  const start = async () => {
    const resumable = openScbQr(order.latest_payment, Date.now());
    if (!resumable) return renew();
    setQr(resumable);
    setCreateError(null);
    setOpen(true);
  };

  /** "Done": the buyer says they paid; the server asks SCB, and the order shows what SCB said. */
  const done = async () => {
    if (!qr) return;
    try {
      const answer = await check.mutateAsync({
        orderId: order.id,
        attemptId: qr.attemptId,
        methodId: PaymentMethodId.SCB_QR,
      });
      setNotPaidYet(answer.payment_status !== 'approved');
    } catch {
      setNotPaidYet(true);
    }
  };

  return {
    open,
    view,
    secondsLeft,
    notPaidYet,
    checking: check.isPending,
    /** The order has a QR that may still be shown again (its time is checked when pressed). */
    hasOpenQr: openScbQr(order.latest_payment, 0) !== null,
    creating: create.isPending,
    start,
    renew,
    done,
    close: () => setOpen(false),
  };
};

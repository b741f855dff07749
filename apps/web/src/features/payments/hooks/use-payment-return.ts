import { useEffect, useMemo, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { isAttemptOpen } from '@shop/domain/payments/attempt-states';
import { PaymentMethodId } from '@shop/domain/payments/payment-methods';
import { useSiteSettings } from '../../settings/api/site-settings';
import { useCheckPayment } from '../api/check-payment';
import { useOrder } from '../api/get-order';
import { currentOrder } from '../lib/current-order';
import { paymentReturnParams } from '../lib/payment-return-params';
import { attemptToAbandon, nextCheckDelayMs, returnScreenOf } from '../lib/payment-return-screen';
import { useLeaveAfterPayment } from './use-leave-after-payment';

/** When the screen first saw an attempt waiting for the buyer. */
type PendingSeen = { attemptId: number; since: number };

/**
 * The payment return screen: which order (the address, else the tab's current order), "check now"
 * at once (telling the server of a cancel on the provider's page), then again on a schedule while
 * the order's newest attempt is open, and the order as the server says it. The socket's
 * `order:updated` refreshes the order sooner. An attempt that still waits for the buyer after a
 * while is given up once (`abandon`); the order is still read afterwards, so a late payment turns
 * the screen to paid.
 */
export const usePaymentReturn = () => {
  const location = useLocation();
  const params = useMemo(
    () => paymentReturnParams(location.pathname, new URLSearchParams(location.search), currentOrder()),
    [location.pathname, location.search],
  );
  const { orderId, attemptId, isCancelled } = params;
  const check = useCheckPayment();
  const { mutate } = check;
  const [openedAt] = useState(() => Date.now());
  const [now, setNow] = useState(openedAt);
  const [hasAnswered, setHasAnswered] = useState(false);
  const [abandonedAttemptId, setAbandonedAttemptId] = useState<number | null>(null);
  const [pendingSeen, setPendingSeen] = useState<PendingSeen | null>(null);
  const [isGivenUp, setIsGivenUp] = useState(false);
  const order = useOrder(orderId, isGivenUp);
  const settings = useSiteSettings();
  const checked = useRef<number | null>(null);
  const leave = useLeaveAfterPayment();

  const data = order.data ?? null;
  const latest = data?.latest_payment ?? null;
  // Derived while rendering, as React advises for state that follows props: the first time this
  // screen sees the newest attempt waiting for the buyer.
  if (latest?.state === 'pending' && pendingSeen?.attemptId !== latest.id)
    setPendingSeen({ attemptId: latest.id, since: now });
  const screen = data
    ? returnScreenOf({
        order: data,
        attemptId,
        isCancelled,
        pendingSince: pendingSeen !== null && pendingSeen.attemptId === latest?.id ? pendingSeen.since : null,
        now,
        abandonedAttemptId,
      })
    : null;
  const isAwaited = screen?.kind === 'outcomeUnknown' || screen?.kind === 'awaitingProvider';
  const toAbandon = screen ? attemptToAbandon(screen, abandonedAttemptId) : null;
  // Given up on, but not ended at the provider (it cannot stop a payment): keep reading the order.
  const isStillWatched =
    (screen?.kind === 'notReceived' || screen?.kind === 'cancelledAtProvider') &&
    latest !== null &&
    isAttemptOpen(latest.state);
  if (isStillWatched !== isGivenUp) setIsGivenUp(isStillWatched);

  useEffect(() => {
    if (orderId === null || checked.current === orderId) return;
    checked.current = orderId;
    // PayPal's cancel: the server ends the attempt after PayPal's last word.
    if (isCancelled && attemptId !== null) setAbandonedAttemptId(attemptId);
    mutate({ orderId, attemptId, abandon: isCancelled }, { onSettled: () => setHasAnswered(true) });
  }, [orderId, attemptId, isCancelled, mutate]);

  const isCheckRunning = check.isPending;
  // Each check plans the next once it is over; a quick answer may never render as running, so the
  // plan follows when the last check began, not only whether one runs.
  const lastCheckAt = check.submittedAt;
  const latestId = latest?.id ?? attemptId;
  useEffect(() => {
    if (orderId === null || !hasAnswered || isCheckRunning) return;
    if (toAbandon !== null) {
      setAbandonedAttemptId(toAbandon);
      mutate({ orderId, attemptId: toAbandon, abandon: true });
      return;
    }
    if (!isAwaited) return;
    const timer = window.setTimeout(
      () => {
        setNow(Date.now());
        mutate({ orderId, attemptId: latestId });
      },
      nextCheckDelayMs(Date.now() - openedAt),
    );
    return () => window.clearTimeout(timer);
  }, [orderId, hasAnswered, isCheckRunning, lastCheckAt, toAbandon, isAwaited, latestId, openedAt, mutate]);

  // Spec 2: a completed PayPal payment goes on to the orders page.
  const isPaidByPayPal = data?.payment_method_id === PaymentMethodId.PAYPAL && screen?.kind === 'paid';
  useEffect(() => {
    if (isPaidByPayPal) leave.toOrders();
  }, [isPaidByPayPal, leave]);

  return {
    params,
    order: data,
    screen,
    // Until "check now" has answered once, the stored state may be behind the provider's.
    checking: orderId !== null && (!hasAnswered || order.isPending),
    notFound: orderId === null || order.isError || (!order.isPending && data === null),
    isThankYouPage: settings.data?.is_thank_you_page !== false,
  };
};

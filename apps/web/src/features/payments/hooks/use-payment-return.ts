import { useEffect, useMemo, useRef } from 'react';
import { useLocation } from 'react-router';
import type { OrderDetail } from '@shop/contract/orders/order';
import { PaymentMethodId } from '@shop/domain/payments/payment-methods';
import { orderPaymentView } from '../../../lib/order-payment-view';
import { useSiteSettings } from '../../settings/api/site-settings';
import { useCheckPayment } from '../api/check-payment';
import { useOrder } from '../api/get-order';
import { currentOrder } from '../lib/current-order';
import { paymentReturnParams } from '../lib/payment-return-params';
import { useLeaveAfterPayment } from './use-leave-after-payment';

// An open attempt is awaited: read the order every 6 s until the provider's word arrives.
const isAwaited = (order: OrderDetail | undefined) =>
  order !== undefined && orderPaymentView(order).kind === 'processing';

/**
 * The payment return screen: which order (the address, else the tab's current order), "check now"
 * once, then the order's state as the server says it, polled while its attempt is open.
 */
export const usePaymentReturn = () => {
  const location = useLocation();
  const params = useMemo(
    () => paymentReturnParams(location.pathname, new URLSearchParams(location.search), currentOrder()),
    [location.pathname, location.search],
  );
  const { orderId, attemptId } = params;
  const check = useCheckPayment();
  const { mutate } = check;
  const order = useOrder(orderId, isAwaited);
  const settings = useSiteSettings();
  const checked = useRef<number | null>(null);
  const leave = useLeaveAfterPayment();

  useEffect(() => {
    if (orderId === null || checked.current === orderId) return;
    checked.current = orderId;
    mutate({ orderId, attemptId });
  }, [orderId, attemptId, mutate]);

  const data = order.data ?? null;
  const view = data ? orderPaymentView(data) : null;
  // Spec 2: a completed PayPal payment goes on to the orders page.
  const isPaidByPayPal = data?.payment_method_id === PaymentMethodId.PAYPAL && view?.kind === 'paid';
  useEffect(() => {
    if (isPaidByPayPal) leave.toOrders();
  }, [isPaidByPayPal, leave]);

  return {
    params,
    order: data,
    view,
    // Until "check now" has answered, the stored state may be behind the provider's.
    checking: orderId !== null && (check.isIdle || check.isPending || order.isPending),
    notFound: orderId === null || order.isError || (!order.isPending && data === null),
    isThankYouPage: settings.data?.is_thank_you_page !== false,
  };
};
